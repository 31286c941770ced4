import { guestPartProgress, type GuestPartProgress } from '@chegada/contracts';
import type { GuestFormAnswers } from '../../api/reservation-types';
import type { GuestDocument } from '../../api/review-api';

export type AdditionalGuest = NonNullable<GuestFormAnswers['additionalGuests']>[number];

/** YYYY-MM-DD now in the property's time zone, as the guest form's rules count days. */
const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'America/Sao_Paulo' }).format(
    new Date(),
  );

/**
 * Where an additional guest's part stands, from their answers and their files: the same
 * opinion as the guest's own pages (guestPartProgress), fields and files.
 */
export const guestPartOf = (
  guest: AdditionalGuest,
  documents: readonly GuestDocument[],
  timeZone: string | undefined,
  requireSelfie = true,
): GuestPartProgress => {
  const today = todayIn(timeZone);
  return guestPartProgress(
    guest,
    documents.filter((document) => document.guest === guest.key).map((document) => document.kind),
    today,
    today,
    false,
    requireSelfie,
  );
};

/**
 * The adults who fill in their part through their own link and have not finished it (not
 * started or in progress): approving now leaves their data missing.
 */
export const pendingOwnLinkGuests = (
  guests: readonly AdditionalGuest[],
  documents: readonly GuestDocument[],
  timeZone: string | undefined,
  requireSelfie = true,
): AdditionalGuest[] =>
  guests.filter(
    (guest) =>
      guest.ownLink === true &&
      guest.isChild !== true &&
      guestPartOf(guest, documents, timeZone, requireSelfie) !== 'completed',
  );
