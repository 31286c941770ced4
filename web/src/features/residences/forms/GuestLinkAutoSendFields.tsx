import { useIntl } from 'react-intl';
import { GUEST_LINK_AUTO_SEND, RESIDENCE_LIMITS } from '@chegada/contracts';
import { CountField, FormSection, RadioGroupField, useFormState } from '../../../components/form';
import type { ResidenceValues } from './residence-values';

const DAYS = RESIDENCE_LIMITS.guestLinkDaysBefore;

/**
 * When the guest link of a reservation an import brings with a contact goes by itself (issue
 * 30): never, at once, or some days before check-in, which only that choice asks for.
 */
export const GuestLinkAutoSendFields = () => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `houses.guestLink.${id}` }, values);
  const { values } = useFormState<ResidenceValues>();
  const options = GUEST_LINK_AUTO_SEND.map((value) => ({
    value,
    label: text(`option.${value}`),
  }));
  return (
    <FormSection title={text('title')}>
      <RadioGroupField
        name="guestLinkAutoSend"
        label={text('label')}
        hint={text('hint')}
        options={options}
      />
      {values.guestLinkAutoSend === 'days-before' ? (
        <CountField
          name="guestLinkDaysBefore"
          label={text('days')}
          hint={text('daysHint', { min: DAYS.min, max: DAYS.max })}
          required
        />
      ) : null}
    </FormSection>
  );
};
