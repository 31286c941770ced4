import { Injectable } from '@nestjs/common';
import type { GuestIdentityCheck, ReservationIdentityChecks } from '@chegada/contracts';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { FaceMatchesRepository } from '../face-match';
import { LivenessSessionsRepository } from '../liveness/liveness-sessions.repository';

type Liveness = Awaited<ReturnType<LivenessSessionsRepository['summaryOfReservation']>>[number];
type Match = Awaited<ReturnType<FaceMatchesRepository['ofReservation']>>[number];

const livenessOf = (summary: Liveness | undefined): GuestIdentityCheck['liveness'] => ({
  status: summary?.passed ? 'passed' : summary ? 'failed' : 'not-done',
  failedAttempts: summary?.failedAttempts ?? 0,
  lastFailure: summary?.lastFailure ?? null,
  checkedAt: summary?.checkedAt?.toISOString() ?? null,
});

const faceMatchOf = (match: Match | undefined): GuestIdentityCheck['faceMatch'] =>
  match
    ? {
        verdict: match.verdict,
        similarity: match.similarity,
        reason: match.reason,
        checkedAt: match.checkedAt.toISOString(),
      }
    : null;

/** The host's view of each guest's identity checks: results to review, never a decision. */
@Injectable()
export class IdentityChecks {
  constructor(
    private readonly reader: ReservationStreamReader,
    private readonly liveness: LivenessSessionsRepository,
    private readonly matches: FaceMatchesRepository,
  ) {}

  async ofReservation(
    accountId: string,
    reservationId: string,
  ): Promise<ReservationIdentityChecks> {
    // Another account's reservation: 404, as an unknown id.
    const { state } = await this.reader.load(reservationId, accountId, guestFormView);
    const companions = Array.isArray(state.form.additionalGuests)
      ? (state.form.additionalGuests as { key?: unknown }[])
      : [];
    const guests = [
      'main',
      ...companions.flatMap((guest) => (typeof guest.key === 'string' ? [guest.key] : [])),
    ];
    const [liveness, matches] = await Promise.all([
      this.liveness.summaryOfReservation(reservationId),
      this.matches.ofReservation(reservationId),
    ]);
    return {
      guests: guests.map((guest) => ({
        guest,
        liveness: livenessOf(liveness.find((summary) => summary.guest === guest)),
        faceMatch: faceMatchOf(matches.find((match) => match.guest === guest)),
      })),
    };
  }
}
