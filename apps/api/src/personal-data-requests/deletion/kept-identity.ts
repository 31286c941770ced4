import { guestDocumentOf, ReservationStatus, type ExistingReservation } from '@chegada/domain';
import type { DataPart, DeletionOutcome, KeptPart } from '@chegada/contracts';
import { personalDataKeptUntil } from '../../retention';

type Guest = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const identityOf = (guest: Guest) => {
  const document = guestDocumentOf(guest);
  return {
    name: text(guest.name),
    birthDate: text(guest.birthDate),
    nationality: text(guest.nationality) ?? (guest.isForeign === true ? null : 'BR'),
    document: document.number ? document : null,
  };
};

/**
 * What the host must keep of a stay for the retention period (who stayed, with which
 * document, when): each guest's name, birth date, nationality and document, and the dates. No
 * contact, address, vehicle, picture or file.
 */
export const keptIdentityOf = (form: Guest, reservation: ExistingReservation) => ({
  checkIn: reservation.checkIn,
  checkOut: reservation.checkOut,
  guests: [
    { guest: 'main', ...identityOf(form) },
    ...(Array.isArray(form.additionalGuests) ? (form.additionalGuests as Guest[]) : []).map(
      // The companion's key, so the review page names FNRH's rows as the kept record does.
      (companion) => ({ guest: text(companion.key) ?? undefined, ...identityOf(companion) }),
    ),
  ].filter((guest) => guest.name !== null || guest.document !== null),
});

/** The holder's kept name, as the host's list shows it once the rest is gone (null: none typed). */
export const keptHolderNameOf = (record: ReturnType<typeof keptIdentityOf>): string | null =>
  record.guests.find((guest) => guest.guest === 'main')?.name ?? null;

/**
 * The stay's end plus the host's retention of personal data (retention settings: 1–60 months):
 * the moment the retention job erases the stay's personal data too (one rule, issue 32). The
 * end is its checkout (a stay not over yet), or StayEnds' date (an earlier finish counts).
 */
export const keptUntil = personalDataKeptUntil;

/**
 * Over: cancelled, checked out, or approved and past its checkout date (hosts often never
 * press "finish checkout"). A stay still waiting for its form or the host's answer is not.
 */
export const stayIsOver = (reservation: ExistingReservation, now: Date): boolean =>
  reservation.status === ReservationStatus.CANCELED ||
  reservation.status === ReservationStatus.CHECKOUT_FINISHED ||
  (reservation.status === ReservationStatus.ENDED &&
    new Date(reservation.checkOut).getTime() <= now.getTime());

// Contact, documents and the rest of the form go when the stay ends (the host needs them until
// then); the identity data stays for the host's retention period after checkout.
const WAITING_FOR_THE_STAY: DataPart[] = ['contact', 'documents', 'form'];

/** The stay's record in FNRH, when it was sent there: the government's, not ours to delete. */
const fnrhRecord = (fnrhReservaId: string | null): KeptPart[] =>
  fnrhReservaId
    ? [{ part: 'fnrh', reason: 'governmentRegister', until: null, reference: fnrhReservaId }]
    : [];

/**
 * A stay not over: the biometric data goes, contact, documents and form when the stay ends,
 * and the identity data at checkout plus the host's retention months. `removed`: what goes at
 * once (an adult companion's contact too: the host needs only the holder's to reach them).
 */
export const deferredOutcome = (
  reservation: ExistingReservation,
  retentionMonths: number,
  fnrhReservaId: string | null,
  removed: DataPart[] = ['biometric'],
): DeletionOutcome => ({
  removed,
  kept: [
    ...WAITING_FOR_THE_STAY.filter((part) => !removed.includes(part)).map((part): KeptPart => ({
      part,
      reason: 'stayNotEnded',
      until: reservation.checkOut,
    })),
    {
      part: 'identity',
      reason: 'retention',
      until: keptUntil(reservation.checkOut, retentionMonths).toISOString(),
    },
    ...fnrhRecord(fnrhReservaId),
  ],
});

/** `until`: when the identity data kept goes; null when none was kept (removed before). */
export const completedOutcome = (
  until: Date | null,
  fnrhReservaId: string | null,
): DeletionOutcome => ({
  removed: ['biometric', 'contact', 'documents', 'form'],
  kept: [
    ...(until
      ? [{ part: 'identity', reason: 'retention', until: until.toISOString() } as const]
      : []),
    ...fnrhRecord(fnrhReservaId),
  ],
});
