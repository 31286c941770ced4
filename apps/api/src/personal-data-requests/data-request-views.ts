import type { DataRequestView, HostDataRequestView } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { openCorrection } from './correction-text';
import { maskEmail } from '../guest-form';
import { deletionReadNow } from './guest-requests/deletion-read-now';
import type { DataRequestRow, HostDataRequestRow } from './personal-data-requests.repository';
import { openRequesterEmail } from './requester-email';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * A request as the guest and the host read it: the correction opened while its key exists; a
 * deletion as it stands now (walk58: both read the same kept lines once the rest went), with
 * the stay's FNRH record as it is now (`fnrhReservaId`).
 */
export const dataRequestView = async (
  vault: PersonalDataVault,
  row: DataRequestRow,
  fnrhReservaId: string | null = null,
): Promise<DataRequestView> => {
  const correction = row.correction ? await openCorrection(vault, row, row.correction) : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    confirmedAt: iso(row.confirmed_at),
    dueAt: iso(row.due_at),
    correction,
    deletion: deletionReadNow(row.outcome, fnrhReservaId),
    erasedAt: row.outcome?.erasedAt ?? null,
    completedAt: row.outcome?.completed?.at ?? null,
    copySentAt: row.outcome?.copySentAt ?? null,
    corrected: row.outcome?.corrected ?? null,
    answer: row.answer,
    ...(row.outcome?.answerErased ? { answerErased: true } : {}),
    answeredAt: iso(row.answered_at),
  };
};

/** The address an adult companion typed, as the host reads it (masked); null once removed. */
const companionEmailOf = async (
  vault: PersonalDataVault,
  row: DataRequestRow,
): Promise<string | null> => {
  const typed = await openRequesterEmail(vault, row);
  return typed === null ? null : maskEmail(typed);
};

export const hostDataRequestView = async (
  vault: PersonalDataVault,
  row: HostDataRequestRow,
  fnrhReservaId: string | null = null,
): Promise<HostDataRequestView> => ({
  ...(await dataRequestView(vault, row, fnrhReservaId)),
  reservationId: row.reservation_id,
  guestName: row.guest_name,
  companionEmail: await companionEmailOf(vault, row),
  companion: row.guest !== 'main',
  guest: row.guest,
  residenceName: row.residence_name,
  checkIn: iso(row.check_in),
  checkOut: iso(row.check_out),
});
