import { PersonalDataVault, REMOVED, requesterEmailSubjectOf } from '@chegada/personal-data';
import type { DataRequestRow } from './personal-data-requests.repository';

type WithEmail = Pick<DataRequestRow, 'id' | 'reservation_id' | 'email'>;

// Her request's own key (requesterEmailSubjectOf): the holder's deletion (the reservation's key
// shredded) leaves it readable until her request is answered, and, for a deletion, completed.
const subjectOf = requesterEmailSubjectOf;

export const sealRequesterEmail = (vault: PersonalDataVault, requestId: string, email: string) =>
  vault.seal(subjectOf(requestId), email);

/**
 * The address a companion typed for `request`; null once removed (her request closed, her data
 * erased, or, for a row sealed before requests had keys of their own, the reservation's key).
 */
export const openRequesterEmail = async (
  vault: PersonalDataVault,
  request: WithEmail,
): Promise<string | null> => {
  if (!request.email) return null;
  const subject = subjectOf(request.id);
  const keys = await vault.keysOf([subject]);
  // A request with no key of its own (not even a shredded one) sealed under the reservation's.
  const opened = keys.has(subject)
    ? vault.openWith<string>(keys, subject, request.email)
    : await vault.open<string>(request.reservation_id, request.email);
  return opened === REMOVED ? null : opened;
};

/** Her request is closed (its answer, and a deletion's completion, sent): the address goes. */
export const forgetRequesterEmail = (vault: PersonalDataVault, requestId: string) =>
  vault.shred(subjectOf(requestId));
