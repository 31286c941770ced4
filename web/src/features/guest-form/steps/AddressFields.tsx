import { getIn } from 'formik';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { BRAZILIAN_STATES, isBrazil, isValidCep } from '@chegada/domain';
import { SelectField, TextField, useFormState, type Option } from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { useLazyZipAddressQuery } from '../../../lib/api/zip-api';
import { countryChoices } from '../../../lib/i18n/country-names';
import { namesBrazil } from '../components/country-names';
import { MaskableTextField } from '../privacy/MaskedField';
import type { HolderValues } from './step-values';

/**
 * Brazil is the address's country until the guest says otherwise; a foreigner's starts blank.
 * A country the guest picked, or the server holds, stays.
 */
const useDefaultCountry = (countrySaved: boolean) => {
  const { values, touched, setFieldValue } = useFormState<HolderValues>();
  const { country } = values.address;
  const chosen = countrySaved || getIn(touched, 'address.country') === true;
  useEffect(() => {
    if (chosen) return;
    const wanted = values.isForeign ? '' : 'BR';
    const isDefault = country === '' || namesBrazil(country);
    if (isDefault && country !== wanted) void setFieldValue('address.country', wanted);
  }, [values.isForeign, chosen]); // eslint-disable-line react-hooks/exhaustive-deps
};

/** The options of a list, with a value typed before it was one first, shown as typed. */
const withTyped = (typed: string, options: Option[]): Option[] =>
  typed && !options.some((option) => option.value === typed)
    ? [{ value: typed, label: typed }, ...options]
    : options;

const UFS: Option[] = BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf }));

/**
 * The holder's address (issue 27): the country from a list, in the page's language. In Brazil
 * the CEP fills street, neighbourhood, city and state (the zip lookup), and the state is one
 * of the 27 UFs; abroad every part is typed.
 */
export const AddressFields = ({ countrySaved }: { countrySaved: boolean }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const { values, setFieldValue } = useFormState<HolderValues>();
  useDefaultCountry(countrySaved);
  const [lookUp, lookup] = useLazyZipAddressQuery();
  const { country, state } = values.address;
  const brazilian = isBrazil(country || (values.isForeign ? '' : 'BR'));
  const choose = { value: '', label: t('choose') };
  const countries = useMemo(() => countryChoices(intl.locale), [intl.locale]);

  const cep = values.address.cep;
  const fillFromCep = async () => {
    const found = (await lookUp(cep, true)).data;
    if (!found) return;
    // Only empty parts are filled: what the guest typed stays.
    for (const part of ['street', 'neighborhood', 'city', 'state'] as const) {
      if (!values.address[part] && found[part]) await setFieldValue(`address.${part}`, found[part]);
    }
  };

  // While the lookup runs, a hint; its failure ('Error when fetching zip code', spec §8) is
  // said beside the CEP, announced, with what to do: the address is typed by hand.
  const zipHint = lookup.isFetching ? intl.formatMessage({ id: 'generic.loading' }) : undefined;
  const zipProblem =
    !lookup.isFetching && lookup.error && lookup.originalArgs === cep
      ? describeApiError(intl.formatMessage, lookup.error)
      : '';
  const problemId = useId();

  // Once a whole CEP is typed (or pasted), the rest of the address comes with it.
  useEffect(() => {
    if (brazilian && isValidCep(cep)) void fillFromCep();
  }, [cep, brazilian]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <fieldset className="field-group address">
      <legend>{t('address')}</legend>
      <SelectField
        name="address.country"
        label={t('country')}
        options={withTyped(country, [choose, ...countries])}
        autoComplete="country"
        required
      />
      <MaskableTextField
        name="address.cep"
        label={t(brazilian ? 'cep' : 'postalCode')}
        autoComplete="postal-code"
        inputMode={brazilian ? 'numeric' : 'text'}
        hint={zipHint}
        aria-describedby={zipProblem ? problemId : undefined}
        required
      />
      <p id={problemId} className="zip-problem" aria-live="polite">
        {zipProblem ? (
          <>
            <strong>{zipProblem}</strong> {intl.formatMessage({ id: 'guest.zipByHand' })}
          </>
        ) : null}
      </p>
      <MaskableTextField
        name="address.street"
        label={t('street')}
        autoComplete="address-line1"
        required
      />
      <div className="field-row">
        <MaskableTextField name="address.number" label={t('number')} inputMode="numeric" required />
        <MaskableTextField
          name="address.complement"
          label={t('complement')}
          autoComplete="address-line2"
        />
      </div>
      <MaskableTextField
        name="address.neighborhood"
        label={t('neighborhood')}
        autoComplete="address-level3"
        required={brazilian}
      />
      <div className="field-row">
        <TextField name="address.city" label={t('city')} autoComplete="address-level2" required />
        {brazilian ? (
          <SelectField
            name="address.state"
            label={t('state')}
            options={withTyped(state, [choose, ...UFS])}
            autoComplete="address-level1"
            required
          />
        ) : (
          <TextField
            name="address.state"
            label={t('state')}
            autoComplete="address-level1"
            required
          />
        )}
      </div>
    </fieldset>
  );
};
