import { useIntl } from 'react-intl';
import { PET_KINDS } from '@chegada/domain';
import {
  CheckboxField,
  CountField,
  RadioGroupField,
  TextField,
  useFormState,
} from '../../../components/form';
import type { StayValues } from './step-values';

/** Pets (issue 27): yes or no, and with yes how many and which, another named in words. */
export const PetFields = () => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const { values } = useFormState<StayValues>();
  return (
    <>
      <CheckboxField name="pets" label={t('pets')} />
      {values.pets ? (
        <div className="pet-details">
          <CountField name="petCount" label={t('petCount')} required />
          <RadioGroupField
            name="petKind"
            label={t('petKind')}
            options={PET_KINDS.map((kind) => ({ value: kind, label: t(`petKind.${kind}`) }))}
            required
          />
          {values.petKind === 'other' ? (
            <TextField name="petKindOther" label={t('petKindOther')} required />
          ) : null}
        </div>
      ) : null}
    </>
  );
};
