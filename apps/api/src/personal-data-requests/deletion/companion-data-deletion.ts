import { Injectable } from '@nestjs/common';
import { companionsOf, GUEST_DOCUMENT_FIELDS, guestDocumentKindOf } from '@chegada/domain';
import type { DeletionOutcome } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { AppError, type CommandContext } from '../../common';
import { GuestDataRemoval } from '../../guest-form';
import { ReservationCommands } from '../../reservations';
import { RetentionSettingsRepository } from '../../retention';
import type { DataRequestRow } from '../personal-data-requests.repository';
import { openRequesterEmail } from '../requester-email';
import { KeptRecordsRepository } from '../kept-data/kept-records.repository';
import { GuestFilesRemoval } from './guest-files-removal';
import { needlesOfValues, type DeletionTarget } from './guest-data-deletion';
import { MessageCopiesRepository } from './message-copies.repository';
import { completedOutcome, deferredOutcome, keptUntil, stayIsOver } from './kept-identity';
import { StayEnds } from './stay-ends';

type Guest = Record<string, unknown>;

/** What the host must keep of a companion (who stayed, with which document): no contact, no file. */
const identityPartOf = (companion: Guest): Guest => {
  const documentField = GUEST_DOCUMENT_FIELDS[guestDocumentKindOf(companion)];
  const kept = [
    'key',
    'name',
    'birthDate',
    'nationality',
    'foreign',
    'documentKind',
    documentField,
  ];
  return Object.fromEntries(
    kept.flatMap((field) => (field in companion ? [[field, companion[field]]] : [])),
  );
};

/**
 * An adult companion's deletion, asked from their own link and carried out by the host who
 * knows them (issue 32), the holder's and the others' data left as it is. As the holder's:
 * their biometric data goes at once (selfie, face descriptors, their liveness frames one by one:
 * the biometric key is the whole reservation's); once the stay is over, the rest: their entry of
 * the form is blanked (EraseCompanionData), their files, uploads, CPF check and identity rows
 * removed, and their identity kept for the host's retention period under their own key. After
 * the holder's deletion their part already has a key of its own, which is shredded.
 */
@Injectable()
export class CompanionDataDeletion {
  constructor(
    private readonly files: GuestFilesRemoval,
    private readonly commands: ReservationCommands,
    private readonly retention: RetentionSettingsRepository,
    private readonly kept: KeptRecordsRepository,
    private readonly guestData: GuestDataRemoval,
    private readonly messageCopies: MessageCopiesRepository,
    private readonly vault: PersonalDataVault,
    private readonly stayEnds: StayEnds,
  ) {}

  /** `request`: the companion's deletion request (their key, the address they asked from). */
  async run(
    target: DeletionTarget,
    request: Pick<DataRequestRow, 'id' | 'reservation_id' | 'guest' | 'email'>,
    context: CommandContext,
    now: Date,
    checkoutReached = false,
  ): Promise<DeletionOutcome> {
    const { reservation } = target;
    const id = reservation.reservationId;
    const guestKey = request.guest;
    const typed = await openRequesterEmail(this.vault, request);
    const companion = companionsOf(target.state.form).find((each) => each.key === guestKey);
    if (!reservation.sensitiveDataRemoved && !companion) throw new AppError('NOT_FOUND');
    const fnrhReservaId = await this.kept.fnrhReservaOf(id);
    await this.files.removeBiometric(id, guestKey);
    const { personalDataMonths } = await this.retention.find(reservation.accountId);
    if (!checkoutReached && !stayIsOver(reservation, now)) {
      await this.eraseContact(target, guestKey, context);
      return deferredOutcome(reservation, personalDataMonths, fnrhReservaId, [
        'biometric',
        'contact',
      ]);
    }
    await this.files.removeAll(id, guestKey);
    const { name, cpf, phone, email } = companion ?? {};
    await this.messageCopies.forget(needlesOfValues([name, cpf, phone, email, typed]));
    if (reservation.sensitiveDataRemoved) {
      // Their identity is in the stay's kept record; their own key seals nothing else.
      await this.guestData.forgetCompanion(id, guestKey);
      return completedOutcome(await this.kept.keptUntil(id), fnrhReservaId);
    }
    const until = keptUntil(await this.stayEnds.dateOf(reservation), personalDataMonths);
    if (companion && !companion.dataErased) {
      const position = companionsOf(target.state.form).indexOf(companion);
      await this.guestData.keepCompanions(
        reservation,
        [{ guestKey, position, part: identityPartOf(companion) }],
        until,
      );
      await this.commands.execute('EraseCompanionData', { reservationId: id, guestKey }, context);
    }
    await this.guestData.shredCompanionEntry(id, guestKey);
    return completedOutcome(until, fnrhReservaId);
  }

  /**
   * A stay to come still needs who they are and their documents (the host's register, FNRH);
   * not their contact: their phone goes from their entry now, and from any copy of a message,
   * so no later registration or message sends it (issue 32).
   */
  private async eraseContact(target: DeletionTarget, guestKey: string, context: CommandContext) {
    const { reservation, state } = target;
    const reservationId = reservation.reservationId;
    const companion = companionsOf(state.form).find((each) => each.key === guestKey);
    if (companion && !reservation.erasedCompanions.includes(guestKey)) {
      await this.messageCopies.forget(needlesOfValues([companion.phone, companion.email]));
      await this.commands.execute('EraseCompanionContact', { reservationId, guestKey }, context);
    }
    await this.guestData.shredCompanionEntry(reservationId, guestKey, 'contact');
  }
}
