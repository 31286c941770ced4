import type { IntlShape } from 'react-intl';
import { useFormState } from '../../../components/form';

/**
 * Spec §8's 'Max guests reached!', with the reservation's maximum, as the stay step says it of
 * adults and children: 'Max guests reached! This reservation is for up to 3 guests.' (walk62:
 * the limit is the reservation's maxGuests, not the property's).
 */
export const maxGuestsReached = (intl: IntlShape, maxGuests: number) =>
  intl.formatMessage({ id: 'guestForm.tooManyGuests' }, { max: maxGuests });

/**
 * Says at once when a list holds more than the property takes (the guests, the parking
 * spaces): the schema's list error shows only once every item is valid.
 */
export const ListLimit = ({
  name,
  max,
  message,
}: {
  name: string;
  max: number;
  message: string;
}) => {
  const { values } = useFormState<Record<string, unknown[] | undefined>>();
  const count = values[name]?.length ?? 0;
  return count > max ? (
    <p className="form-problem" role="alert">
      {message}
    </p>
  ) : null;
};
