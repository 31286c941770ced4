import { ReservationStatus } from '@chegada/domain';
import type { ReservationItem } from '../api/reservation-types';

type Imported = Pick<ReservationItem, 'importedFrom' | 'guestEmail' | 'guestPhone' | 'status'>;

/**
 * An imported reservation whose guest the product cannot reach: the channel gave no contact
 * and the guest has not opened the form, so the host sends the link in the channel's chat.
 */
export const linkNotSent = (item: Imported): boolean =>
  Boolean(item.importedFrom) &&
  !item.guestEmail &&
  !item.guestPhone &&
  item.status === ReservationStatus.TO_FORM;
