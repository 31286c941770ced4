import { getIn } from 'formik';
import { useIntl } from 'react-intl';
import { GUEST_DOCUMENT_KINDS, guestDocumentKindOf, mayGoWithoutCpf } from '@chegada/domain';
import { CheckboxField, RadioGroupField, TextField, useFormState } from '../../../components/form';

type Props = {
  /** What was saved of this guest: a document number comes masked, with cpfFilled. */
  saved: Record<string, unknown>;
  /** The foreigner flag's field: isForeign for the holder, foreign for another guest. */
  flag: 'isForeign' | 'foreign';
  flagLabel: string;
  /** The guest's path in the values ('additionalGuests.0.'), '' for the form's own fields. */
  prefix?: string;
  /**
   * A companion's: the check-in day their age counts on. Under 12 they may give a birth
   * certificate or a passport instead of a CPF (issue 27).
   */
  childCheckIn?: string;
};

/**
 * A CPF for Brazilians, a passport/RNE/CRNM for foreigners (spec §3, §5), and the choice of a
 * child's document. A chosen kind stays in sight, with its error, if the birth date changes.
 */
export const IdentityFields = ({ saved, flag, flagLabel, prefix = '', childCheckIn }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.field.${id}` }, values);
  const { values } = useFormState();
  const foreign = getIn(values, `${prefix}${flag}`) === true;
  const chosen: unknown = getIn(values, `${prefix}documentKind`);
  const birthDate: unknown = getIn(values, `${prefix}birthDate`);
  const choosing =
    childCheckIn !== undefined &&
    !foreign &&
    ((typeof birthDate === 'string' && mayGoWithoutCpf(birthDate, childCheckIn)) ||
      (typeof chosen === 'string' && chosen !== '' && chosen !== 'cpf'));
  const kind = guestDocumentKindOf({ foreign, documentKind: choosing ? chosen : 'cpf' });
  // A saved number is shown masked: typing a new one replaces it, blank keeps it.
  const masked = saved[kind];
  const hint =
    typeof masked === 'string' && masked
      ? t('savedDocument', { masked })
      : kind === 'passport'
        ? undefined
        : t(`${kind}Hint`);
  const number = (
    <TextField
      name={`${prefix}${kind}`}
      label={t(kind === 'passport' && !foreign ? 'childPassport' : kind)}
      hint={hint}
      {...(kind === 'passport' ? { autoCapitalize: 'characters' } : { inputMode: 'numeric' })}
      autoComplete="off"
      required={saved[`${kind}Filled`] !== true}
    />
  );
  return (
    <>
      <CheckboxField name={`${prefix}${flag}`} label={flagLabel} />
      {choosing ? (
        <RadioGroupField
          name={`${prefix}documentKind`}
          label={t('documentKind')}
          hint={t('documentKindHint')}
          options={GUEST_DOCUMENT_KINDS.map((value) => ({
            value,
            label: t(`documentKind.${value}`),
          }))}
          required
        />
      ) : null}
      {number}
    </>
  );
};
