import { getIn } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { BRAZILIAN_STATES } from '@chegada/domain';
import { SelectField, TextField, useFormState } from '../../../components/form';
import { useLazyZipAddressQuery } from '../../../lib/api/zip-api';

type Props = {
  /** The address object's path: 'address', 'nearbyPlaces.0'. */
  prefix: string;
  /** The CEP's key inside it: the property says 'cep', a nearby place 'zip'. */
  cepKey: 'cep' | 'zip';
  /** A nearby place's address may be left out: no field is marked required. */
  optional?: boolean;
};

const STATES = [
  { value: '', label: '—' },
  ...BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf })),
];

const maskCep = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * A Brazilian address whose CEP, once complete, fills street, neighborhood, city and state
 * (GET /api/zip/:cep); the host completes the number and checks the rest.
 */
export const AddressFields = ({ prefix, cepKey, optional = false }: Props) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `houses.address.${id}` });
  const form = useFormState();
  const [lookUp, lookup] = useLazyZipAddressQuery();
  const [failed, setFailed] = useState(false);
  const name = (key: string) => `${prefix}.${key}`;

  const digits = String(getIn(form.values, name(cepKey)) ?? '').replace(/\D/g, '');
  const { setFieldValue } = form;
  // A saved address is not looked up again on opening: the host may have corrected it.
  const saved = useRef(digits);
  // Looked up as the eighth digit is typed, so the fields below are filled before they are reached.
  useEffect(() => {
    if (digits.length !== 8 || digits === saved.current) return;
    saved.current = '';
    let current = true;
    lookUp(digits, true)
      .unwrap()
      .then((found) => {
        if (!current) return;
        setFailed(false);
        for (const key of ['street', 'neighborhood', 'city', 'state'] as const) {
          if (found[key]) void setFieldValue(`${prefix}.${key}`, found[key]);
        }
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [digits, lookUp, setFieldValue, prefix]);

  return (
    <div className="house-address">
      <TextField
        name={name(cepKey)}
        label={text('cep')}
        inputMode="numeric"
        autoComplete="postal-code"
        mask={maskCep}
        hint={lookup.isFetching ? text('lookingUp') : text('cepHint')}
        required={!optional}
      />
      {failed ? (
        <p className="form-problem" role="alert">
          {text('lookupFailed')}
        </p>
      ) : null}
      <TextField name={name('street')} label={text('street')} required={!optional} />
      <TextField name={name('number')} label={text('number')} required={!optional} />
      <TextField name={name('complement')} label={text('complement')} />
      <TextField name={name('neighborhood')} label={text('neighborhood')} required={!optional} />
      <TextField name={name('city')} label={text('city')} required={!optional} />
      <SelectField
        name={name('state')}
        label={text('state')}
        options={STATES}
        required={!optional}
      />
    </div>
  );
};
