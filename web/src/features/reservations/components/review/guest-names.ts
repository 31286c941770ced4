import { useIntl } from 'react-intl';
import type { PersonalDataRemovalView } from '@chegada/contracts';
import type { ReservationDetails } from '../../api/reservation-types';
import { guestNameOf } from '../reservation-columns';
import type { BiometricErasure } from './biometric-erasure';

/**
 * Each guest by the name they typed on the form; the holder by the booking's until they have.
 * After a guest's deletion: the name the host keeps (the same as "What is still kept" lists),
 * else who they were, never a key: a companion erased at their own request (their erasure), or
 * removed at the holder's (issue 32).
 */
export const useGuestNames = (
  reservation: ReservationDetails,
  removal: PersonalDataRemovalView | null,
  erasureOf: (guest: string) => BiometricErasure | null,
) => {
  const intl = useIntl();
  const keptOf = (key: string) =>
    removal?.keptGuests.find(({ guest }) => guest === key) ??
    (key === 'main' ? removal?.keptGuests.find(({ guest }) => guest === undefined) : undefined);
  const removedName =
    removal &&
    (keptOf('main')?.name ?? intl.formatMessage({ id: 'guestReview.removal.removedGuest' }));
  const gone = (key: string) =>
    erasureOf(key) ? 'erasedCompanion' : removal ? 'removedCompanion' : null;
  const companionName = (key: string) => {
    const label = gone(key);
    return (
      reservation.form.additionalGuests?.find((guest) => guest.key === key)?.name ??
      keptOf(key)?.name ??
      (label ? intl.formatMessage({ id: `guestReview.removal.${label}` }) : undefined)
    );
  };
  const guestName = (guest: string) =>
    guest === 'main'
      ? reservation.form.name?.trim() || removedName || guestNameOf(intl, reservation)
      : companionName(guest);
  return { removedName, guestName, companionName };
};
