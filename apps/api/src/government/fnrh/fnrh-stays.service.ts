import { Injectable, Logger } from '@nestjs/common';
import type { FnrhFailure, ReservationFnrh } from '@chegada/contracts';
import {
  ReservationStatus,
  stayDayOf,
  stayInstant,
  type ExistingReservation,
} from '@chegada/domain';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { FnrhAccounts } from './fnrh-accounts.service';
import { FnrhClock } from './fnrh-clock';
import { finishMomentOf, fnrhMomentsOf } from './fnrh-moments';
import { hostTripOf } from './fnrh-people';
import { FnrhRegistration, type FnrhStay } from './fnrh-registration';
import { APPROVED_STATUSES, fnrhProgressOf } from './fnrh-progress';
import { FnrhFailed } from './fnrh.client';
import { FnrhRepository, type FnrhStayRow } from './fnrh.repository';

/**
 * Issue 32: brings FNRH in line with an approved stay, step by step, each step's id kept so a
 * retry goes on where the last attempt stopped: the reservation, then each guest as a person
 * and a guest on it (purpose and transport; a minor linked to the holder), then, from the
 * check-in moment, the check-in; an extension moves the dates, a cancellation and the checkout
 * are sent (a stay finished before its check-in, which never began, as a cancellation). The
 * last failure stays on the stay for the host until an attempt succeeds.
 */
@Injectable()
export class FnrhStays {
  private readonly logger = new Logger('Fnrh');

  constructor(
    private readonly accounts: FnrhAccounts,
    private readonly repository: FnrhRepository,
    private readonly reader: ReservationStreamReader,
    private readonly clock: FnrhClock,
    private readonly registration: FnrhRegistration,
  ) {}

  /**
   * Sends what is due now; answers when to look again (the check-in moment) or null. A failure
   * is kept on the stay; one that waiting may fix (no answer) is thrown to be tried again.
   */
  async advance(reservationId: string, now = this.clock.now()): Promise<Date | null> {
    const { state, reservation } = await this.reader.loadForLink(reservationId, guestFormView);
    const active = await this.accounts.activeClient(reservation.accountId);
    if (!active) return null;
    const row = await this.repository.stay(reservationId);
    const clock = await this.repository.residenceClock(reservation.residenceId);
    const stay: FnrhStay = {
      reservation,
      form: { ...state.form, ...hostTripOf(row) },
      client: active.client,
      checkInAt: stayInstant(reservation.checkIn, clock.checkInTime, clock.timeZone),
      finishedAt: await this.finishedAt(
        reservation,
        stayInstant(reservation.checkOut, clock.checkOutTime, clock.timeZone),
      ),
      days: {
        in: stayDayOf(reservation.checkIn, clock.timeZone),
        out: stayDayOf(reservation.checkOut, clock.timeZone),
      },
    };
    try {
      const due = await this.steps(stay, row, active.account.trigger, now);
      if (row?.failure) await this.save(stay, { failure: null });
      return due;
    } catch (error) {
      if (!(error instanceof FnrhFailed)) throw error;
      await this.fail(stay, row, error.failure);
      this.logger.warn(`FNRH of ${reservationId}: ${error.message}`);
      if (error.retryable) throw error;
      return null;
    }
  }

  async ofReservation(accountId: string, reservationId: string): Promise<ReservationFnrh> {
    // Another account's reservation: 404, as an unknown id.
    const { reservation } = await this.reader.load(reservationId, accountId, guestFormView);
    const settings = await this.accounts.settings(accountId);
    const stay = await this.repository.stayView(reservationId);
    const clock = await this.repository.residenceClock(reservation.residenceId);
    const checkInAt = stayInstant(reservation.checkIn, clock.checkInTime, clock.timeZone);
    return {
      enabled: settings.enabled,
      trigger: settings.apiKeySet ? settings.trigger : null,
      progress: fnrhProgressOf({
        enabled: settings.enabled,
        trigger: settings.trigger,
        status: reservation.status,
        stay,
        checkInAt,
        now: this.clock.now(),
      }),
      stay,
    };
  }

  private async steps(
    stay: FnrhStay,
    row: FnrhStayRow | undefined,
    trigger: string,
    now: Date,
  ): Promise<Date | null> {
    const { reservation, client } = stay;
    if (reservation.status === ReservationStatus.CANCELED) return this.cancel(stay, row, now);
    if (!APPROVED_STATUSES.has(reservation.status)) return null;
    const moments = fnrhMomentsOf({ checkInAt: stay.checkInAt, finishedAt: stay.finishedAt, now });
    // Finished before its check-in moment, the stay never began: FNRH cancels what it holds.
    if (stay.finishedAt && !moments.checkIn) return this.cancel(stay, row, now);
    if (trigger === 'checkin' && !moments.checkIn) return stay.checkInAt;
    // Once the guest's data is removed (a deletion, at the stay's end) FNRH keeps what it holds:
    // the form is gone, only the check-in and checkout are left to send.
    const registered =
      reservation.sensitiveDataRemoved && row?.reserva_id
        ? row
        : await this.registration.register(stay, row);
    if (moments.checkIn && !registered.checked_in_at) {
      await client.reservationEvent(registered.reserva_id!, 'checkin', moments.checkIn);
      await this.save(stay, { checked_in_at: moments.checkIn });
    }
    if (moments.checkOut && !registered.checked_out_at) {
      await client.reservationEvent(registered.reserva_id!, 'checkout', moments.checkOut);
      await this.save(stay, { checked_out_at: moments.checkOut });
    }
    return moments.checkIn ? null : stay.checkInAt;
  }

  /** A reservation FNRH holds is cancelled there, once; one it never had stays unsent. */
  private async cancel(stay: FnrhStay, row: FnrhStayRow | undefined, now: Date): Promise<null> {
    if (row?.reserva_id && !row.cancelled_at) {
      await stay.client.reservationEvent(row.reserva_id, 'cancelar');
      await this.save(stay, { cancelled_at: now });
    }
    return null;
  }

  /** When the stay really ended, if the host (or a job) finished its checkout. */
  private async finishedAt(reservation: ExistingReservation, checkOutAt: Date) {
    if (reservation.status !== ReservationStatus.CHECKOUT_FINISHED) return null;
    return finishMomentOf(
      await this.reader.read(reservation.reservationId, 'left out'),
      checkOutAt,
    );
  }

  private save(stay: FnrhStay, changes: Parameters<FnrhRepository['saveStay']>[2]) {
    const { reservationId, accountId } = stay.reservation;
    return this.repository.saveStay(reservationId, accountId, changes);
  }

  private fail(stay: FnrhStay, row: FnrhStayRow | undefined, failure: Omit<FnrhFailure, 'at'>) {
    return this.save(stay, {
      failure: { ...failure, at: new Date().toISOString() },
      attempts: (row?.attempts ?? 0) + 1,
    });
  }
}
