import {
  companionEntrySubjectsOf,
  PersonalDataVault,
  REMOVED,
  type Sealed,
} from '@chegada/personal-data';
import type { DataRequestRow } from './personal-data-requests.repository';

type Request = Pick<DataRequestRow, 'reservation_id' | 'guest'>;

/**
 * Whose key seals a correction's text: an adult companion's is about them, so it goes with
 * their entry of the form when they ask for deletion; the holder's with the reservation.
 */
const subjectOf = ({ reservation_id, guest }: Request): string =>
  guest === 'main' ? reservation_id : companionEntrySubjectsOf(reservation_id, guest).rest;

export const sealCorrection = (vault: PersonalDataVault, request: Request, text: string) =>
  vault.seal(subjectOf(request), text);

/**
 * The text while its key exists, else null. A companion's request written before companions
 * had keys of their own was sealed under the reservation's: read there.
 */
export const openCorrection = async (
  vault: PersonalDataVault,
  request: Request,
  sealed: Sealed,
): Promise<string | null> => {
  const subject = subjectOf(request);
  const keys = await vault.keysOf([subject, request.reservation_id]);
  const openUnder = (id: string) => vault.openWith<string>(keys, id, sealed);
  let text: string | typeof REMOVED;
  try {
    text = keys.has(subject) ? openUnder(subject) : openUnder(request.reservation_id);
  } catch {
    text = openUnder(request.reservation_id);
  }
  return text === REMOVED ? null : text;
};
