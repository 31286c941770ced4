import {
  type Destination,
  destinationsOf,
  type GuestFormFields,
  importableFieldsOf,
} from '../../form-rules';
import type { GuestLinkTarget } from '../guest-link.service';

/**
 * Where a code that unlocks a guest's data can go: for the main guest the contact the host
 * entered first (the link cannot change it), then the form's; for an additional guest the
 * phone saved in that guest's entry. One destination per channel.
 */
export const unlockDestinationsOf = (
  target: Pick<GuestLinkTarget, 'state'>,
  guest: string,
): Destination[] => {
  const { details, form } = target.state;
  const candidates: GuestFormFields[] =
    guest === 'main'
      ? [{ email: details.guestEmail, phone: details.guestPhone }, form]
      : [importableFieldsOf(form, guest) ?? {}];
  const destinations = candidates.flatMap((fields) => destinationsOf(fields));
  return destinations.filter(
    (destination, index) =>
      destinations.findIndex((other) => other.channel === destination.channel) === index,
  );
};
