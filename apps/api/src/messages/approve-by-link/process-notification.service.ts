import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ProcessNotificationAnswer } from '@chegada/contracts';
import { stayInstant } from '@chegada/domain';
import { DATABASE } from '../../infrastructure';
import { ReservationCommands } from '../../reservations';
import { AppError, type CommandContext } from '../../common';
import { ReservationSnapshots } from '../reservation-messages/reservation-snapshot';
import { ProcessTokens, type ProcessClaims } from './process-tokens';

type UsesTables = {
  process_notification_uses: { nonce: string; reservation_id: string };
};

/** The request a confirmed link came with, for the command's metadata. */
export type ProcessRequest = { requestId: string; ip?: string; userAgent?: string };

/**
 * What a link in a host's message does: shows the stay it acts on, then, confirmed, acts
 * once. The act is the account owner's, recorded as any approval from the console is.
 */
@Injectable()
export class ProcessNotificationService {
  private readonly db: Kysely<UsesTables>;

  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly tokens: ProcessTokens,
    private readonly snapshots: ReservationSnapshots,
    private readonly reservations: ReservationCommands,
  ) {
    this.db = database.withTables<UsesTables>();
  }

  async preview(token: string): Promise<ProcessNotificationAnswer> {
    const claims = this.tokens.verify(token);
    const used = await this.db
      .selectFrom('process_notification_uses')
      .select('nonce')
      .where('nonce', '=', claims.nonce)
      .executeTakeFirst();
    if (used) throw new AppError('PROCESS_TOKEN_USED');
    return this.answer(claims, false);
  }

  async confirm(token: string, request: ProcessRequest): Promise<ProcessNotificationAnswer> {
    const claims = this.tokens.verify(token);
    // Claimed before acting, so two clicks at once act once; given back if the act fails.
    const claimed = await this.db
      .insertInto('process_notification_uses')
      .values({ nonce: claims.nonce, reservation_id: claims.reservationId })
      .onConflict((conflict) => conflict.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst();
    if (!claimed) throw new AppError('PROCESS_TOKEN_USED');
    try {
      await this.reservations.execute(
        'ApproveReservation',
        { reservationId: claims.reservationId, confirm: true },
        contextOf(claims, request),
      );
    } catch (error) {
      await this.db
        .deleteFrom('process_notification_uses')
        .where('nonce', '=', claims.nonce)
        .execute();
      throw error;
    }
    return this.answer(claims, true);
  }

  private async answer(claims: ProcessClaims, done: boolean): Promise<ProcessNotificationAnswer> {
    // Another account's reservation answers NOT_FOUND, as everywhere.
    const snapshot = await this.snapshots.ofAccount(claims.reservationId, claims.accountId);
    const { checkInTime, checkOutTime, timeZone } = snapshot.residence;
    return {
      action: claims.action,
      done,
      reservationId: claims.reservationId,
      guestName: snapshot.guestForm.details.guestName ?? '',
      propertyName: snapshot.residence.name,
      // Instants: a date alone is that calendar date at the property's usual time (issue 27).
      checkIn: stayInstant(snapshot.reservation.checkIn, checkInTime, timeZone).toISOString(),
      checkOut: stayInstant(snapshot.reservation.checkOut, checkOutTime, timeZone).toISOString(),
      timeZone,
    };
  }
}

const contextOf = (claims: ProcessClaims, request: ProcessRequest): CommandContext => ({
  actor: { id: claims.userId, role: 'DEFAULT_USER', accountId: claims.accountId },
  commandId: randomUUID(),
  correlationId: request.requestId,
  ip: request.ip,
  userAgent: request.userAgent,
  occurredAt: new Date().toISOString(),
});
