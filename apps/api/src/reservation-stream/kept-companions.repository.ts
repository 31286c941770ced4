import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { OwnGuestPartSaved } from '@chegada/domain';
import { guestSubjectOf, PersonalDataVault, REMOVED, type Sealed } from '@chegada/personal-data';
import { DATABASE, TablesRepository } from '../infrastructure';

type Companion = Record<string, unknown>;

type Tables = {
  kept_companion_parts: {
    reservation_id: string;
    guest_key: string;
    account_id: string;
    position: number;
    part: Sealed;
    keep_until: Date;
  };
};

/** An adult companion's entry of the form, as it was when the holder's data was removed. */
export type KeptCompanion = { guestKey: string; position: number; part: Companion };

/**
 * The adult companions' parts a holder's deletion kept (issue 32), each sealed under the
 * companion's own key (`guestSubjectOf`): the reservation's key is shredded, theirs is not,
 * until their own request or the retention period.
 */
@Injectable()
export class KeptCompanionsRepository extends TablesRepository<Tables> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly vault: PersonalDataVault,
  ) {
    super(database);
  }

  async keep(
    reservationId: string,
    accountId: string,
    companions: readonly KeptCompanion[],
    keepUntil: Date,
  ): Promise<void> {
    for (const { guestKey, position, part } of companions)
      await this.db
        .insertInto('kept_companion_parts')
        .values({
          reservation_id: reservationId,
          guest_key: guestKey,
          account_id: accountId,
          position,
          part: await this.vault.seal(guestSubjectOf(reservationId, guestKey), part),
          keep_until: keepUntil,
        })
        .onConflict((conflict) => conflict.columns(['reservation_id', 'guest_key']).doNothing())
        .execute();
  }

  /** The companions still readable (a shredded one is left out), in the form's order. */
  async of(reservationId: string): Promise<KeptCompanion[]> {
    const rows = await this.db
      .selectFrom('kept_companion_parts')
      .select(['guest_key', 'position', 'part'])
      .where('reservation_id', '=', reservationId)
      .orderBy('position')
      .execute();
    const opened = await Promise.all(
      rows.map(async (row) => ({
        guestKey: row.guest_key,
        position: row.position,
        part: await this.vault.open<Companion>(
          guestSubjectOf(reservationId, row.guest_key),
          row.part,
        ),
      })),
    );
    return opened.filter((kept): kept is KeptCompanion => kept.part !== REMOVED);
  }

  /** One companion's kept part and until when it is kept; null when none is (or shredded). */
  async ofGuest(
    reservationId: string,
    guestKey: string,
  ): Promise<{ part: Companion; keepUntil: Date } | null> {
    const row = await this.db
      .selectFrom('kept_companion_parts')
      .select(['part', 'keep_until'])
      .where('reservation_id', '=', reservationId)
      .where('guest_key', '=', guestKey)
      .executeTakeFirst();
    if (!row) return null;
    const part = await this.vault.open<Companion>(
      guestSubjectOf(reservationId, guestKey),
      row.part,
    );
    return part === REMOVED ? null : { part, keepUntil: row.keep_until };
  }

  /** The keys of the companions kept, shredded or not (what a removal has to shred). */
  async keysOf(reservationId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('kept_companion_parts')
      .select('guest_key')
      .where('reservation_id', '=', reservationId)
      .execute();
    return rows.map((row) => row.guest_key);
  }

  /** A companion's row, once their key is shredded. */
  async forget(reservationId: string, guestKey: string): Promise<void> {
    await this.db
      .deleteFrom('kept_companion_parts')
      .where('reservation_id', '=', reservationId)
      .where('guest_key', '=', guestKey)
      .execute();
  }
}

/**
 * The kept companions as the guest form reads its own-link saves, folded after the removal
 * (which empties the form): the form then holds them alone, each still marked as theirs.
 */
export const keptCompanionEvents = (kept: readonly KeptCompanion[]): OwnGuestPartSaved[] => {
  const additionalGuests = kept.map((companion) => companion.part);
  return kept.map(({ guestKey }) => ({
    type: 'OwnGuestPartSaved',
    data: { guestKey, fields: { additionalGuests }, registeredGuests: kept.length },
  }));
};
