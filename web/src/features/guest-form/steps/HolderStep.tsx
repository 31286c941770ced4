import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { stepSchema } from './step-schemas';
import type { FieldStepProps } from './step-props';
import type { HolderValues, StayValues } from './step-values';
import { MaskableDateField, MaskablePhoneField, MaskableTextField } from '../privacy/MaskedField';
import { AddressFields } from './AddressFields';
import { GenderField } from './GenderField';
import { IdentityFields } from './IdentityFields';
import { StepForm } from './StepForm';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The main guest (spec §3): name, document, e-mail, phone, birth date (18+), address. */
export const HolderStep = ({
  page,
  stay,
  onNext,
  ...wizard
}: FieldStepProps<HolderValues> & { stay: StayValues }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const schema = useMemo(() => stepSchema(page, 'holder'), [page]);
  return (
    <StepForm
      step="holder"
      schema={schema}
      {...wizard}
      // The age rule reads the stay's check-in date; only the holder's fields are saved.
      toRequest={(holder) => ({ ...holder, checkInDate: stay.checkInDate })}
      onNext={({ checkInDate: _stay, ...request }, holder) => onNext(request, holder)}
    >
      <MaskableTextField name="name" label={t('name')} autoComplete="name" required />
      <IdentityFields saved={page.form} flag="isForeign" flagLabel={t('isForeign')} />
      <MaskableTextField
        name="email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <MaskablePhoneField
        name="phone"
        label={t('phone')}
        hint={t('phoneHint')}
        followCountry="address.country"
        required
      />
      <MaskableDateField name="birthDate" label={t('birthDate')} autoComplete="bday" required />
      <GenderField page={page} />
      <AddressFields countrySaved={isRecord(page.form.address) && !!page.form.address.country} />
    </StepForm>
  );
};
