import { getIn } from 'formik';
import { useIntl } from 'react-intl';
import { CheckboxField, TextField, useFormState } from '../../../components/form';

type Props = {
  /** What was saved of this guest: a document number comes masked, with cpfFilled. */
  saved: Record<string, unknown>;
  /** The foreigner flag's field: isForeign for the holder, foreign for another guest. */
  flag: 'isForeign' | 'foreign';
  flagLabel: string;
  /** The guest's path in the values ('additionalGuests.0.'), '' for the form's own fields. */
  prefix?: string;
};

/** A CPF for Brazilians, a passport/RNE/CRNM for foreigners (spec §3, §5). */
export const IdentityFields = ({ saved, flag, flagLabel, prefix = '' }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.field.${id}` }, values);
  const { values } = useFormState();
  const foreign = getIn(values, `${prefix}${flag}`) === true;
  // A saved number is shown masked: typing a new one replaces it, blank keeps it.
  const savedHint = (masked: unknown) =>
    typeof masked === 'string' && masked ? t('savedDocument', { masked }) : undefined;
  return (
    <>
      <CheckboxField name={`${prefix}${flag}`} label={flagLabel} />
      {foreign ? (
        <TextField
          name={`${prefix}passport`}
          label={t('passport')}
          hint={savedHint(saved.passport)}
          autoCapitalize="characters"
          autoComplete="off"
          required={saved.passportFilled !== true}
        />
      ) : (
        <TextField
          name={`${prefix}cpf`}
          label={t('cpf')}
          hint={savedHint(saved.cpf) ?? t('cpfHint')}
          inputMode="numeric"
          autoComplete="off"
          required={saved.cpfFilled !== true}
        />
      )}
    </>
  );
};
