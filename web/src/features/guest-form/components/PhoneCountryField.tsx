import { getIn, useField, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldFrame, maskPhone, type FieldBasics } from '../../../components/form';
import type { CountryCode, PhoneCountry } from '../../../lib/phone/countries';
import { countryCodeOf } from './country-names';
import './phone-country.css';

type Countries = typeof import('../../../lib/phone/countries');

/** The phone metadata, with the phone checks' chunk (the wizard fetches it ahead). */
const useCountries = (): Countries | null => {
  const [module, setModule] = useState<Countries | null>(null);
  useEffect(() => {
    let active = true;
    void import('../../../lib/phone/countries').then((loaded) => active && setModule(loaded));
    return () => {
      active = false;
    };
  }, []);
  return module;
};

/** The country's ISO code as a small tag: emoji flags are empty boxes on Windows (issue 16). */
const CountryTag = ({ code }: { code: string }) => (
  <span className="country-tag" aria-hidden="true">
    {code}
  </span>
);

type Choice = PhoneCountry & { name: string };

/** Every country by its name in the guest's language, Brazil first (spec §1). */
const useChoices = (countries: Countries | null, locale: string): Choice[] =>
  useMemo(() => {
    if (!countries) return [];
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const all = countries
      .phoneCountries()
      .map((country) => ({ ...country, name: names.of(country.code) ?? country.code }));
    const collator = new Intl.Collator(locale);
    return all.sort((a, b) =>
      a.code === 'BR' ? -1 : b.code === 'BR' ? 1 : collator.compare(a.name, b.name),
    );
  }, [countries, locale]);

const matches = (choice: Choice, search: string) => {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const digits = wanted.replace(/^\+/, '');
  return (
    choice.name.toLocaleLowerCase().includes(wanted) ||
    choice.code.toLowerCase() === wanted ||
    (/^\d+$/.test(digits) && choice.callingCode.startsWith(digits))
  );
};

type PickerProps = { choices: Choice[]; onPick: (code: CountryCode) => void; onClose: () => void };

/** The searchable list of countries, with flag, name and calling code. */
const CountryList = ({ choices, onPick, onClose }: PickerProps) => {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = choices.filter((choice) => matches(choice, search));
  return (
    <div
      className="phone-countries"
      onKeyDown={(event) => (event.key === 'Escape' ? onClose() : undefined)}
    >
      <label htmlFor={searchId} className="visually-hidden">
        {intl.formatMessage({ id: 'guest.phone.search' })}
      </label>
      <input
        id={searchId}
        type="search"
        autoFocus
        placeholder={intl.formatMessage({ id: 'guest.phone.search' })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul>
        {shown.map((choice) => (
          <li key={choice.code}>
            <button type="button" onClick={() => onPick(choice.code)}>
              <CountryTag code={choice.code} /> {choice.name}{' '}
              <span className="calling-code">+{choice.callingCode}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p role="status">{intl.formatMessage({ id: 'guest.phone.none' })}</p>
      ) : null}
    </div>
  );
};

/** The country of the guest's address as a phone country, if it names one. */
const useFollowedCountry = (field: string | undefined, choices: Choice[]) => {
  const { values } = useFormikContext();
  const typed: unknown = field ? getIn(values, field) : undefined;
  return useMemo(() => {
    if (typeof typed !== 'string' || choices.length === 0) return undefined;
    const code = countryCodeOf(
      typed,
      choices.map((choice) => choice.code),
    );
    return code as CountryCode | undefined;
  }, [typed, choices]);
};

/**
 * A phone with its country (issue 17): Brazil unless the guest picks another from a searchable
 * list; the form holds the number in E.164 ('+5511987654321'), which the shared schema checks.
 * A number typed with its own '+' code stands as typed.
 */
export const PhoneCountryField = ({
  name,
  label,
  hint,
  required,
  followCountry,
}: FieldBasics & {
  /** The field of the guest's country (their address): the phone's, until they pick one. */
  followCountry?: string;
}) => {
  const intl = useIntl();
  const [field, , helpers] = useField<string>(name);
  const countries = useCountries();
  const choices = useChoices(countries, intl.locale);
  const [picked, setPicked] = useState<{ country: CountryCode; national: string } | null>(null);
  const [chosen, setChosen] = useState(false);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const followed = useFollowedCountry(followCountry, choices);
  const shown =
    picked ?? (countries ? countries.splitPhone(field.value ?? '', followed ?? 'BR') : null);
  const country = shown?.country ?? 'BR';
  const choice = choices.find((candidate) => candidate.code === country);

  const change = (next: CountryCode, national: string) => {
    setPicked({ country: next, national });
    void helpers.setValue(countries ? countries.toE164(national, next) : national);
  };
  const pick = (next: CountryCode) => {
    setOpen(false);
    setChosen(true);
    change(next, shown?.national ?? '');
    input.current?.focus();
  };
  // A number typed here before the country: it takes the country's code (unless picked).
  useEffect(() => {
    if (followed && !chosen && picked && picked.country !== followed)
      // Formik's value is re-encoded with it, which a render cannot do.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      change(followed, picked.national);
  }, [followed]); // eslint-disable-line react-hooks/exhaustive-deps
  const countryLabel = intl.formatMessage(
    { id: 'guest.phone.country' },
    { country: choice ? `${choice.name}, ${choice.code} +${choice.callingCode}` : country },
  );
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required}>
      {(control) => (
        <>
          <div className="phone-country">
            <button
              type="button"
              className="phone-country-button"
              aria-label={countryLabel}
              aria-expanded={open}
              disabled={!countries}
              onClick={() => setOpen((now) => !now)}
            >
              <CountryTag code={country} /> +{choice?.callingCode ?? '55'}
            </button>
            <input
              {...control}
              ref={input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={shown?.national ?? field.value ?? ''}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                change(country, maskPhone(event.target.value))
              }
              onBlur={field.onBlur}
            />
          </div>
          {open ? (
            <CountryList choices={choices} onPick={pick} onClose={() => setOpen(false)} />
          ) : null}
        </>
      )}
    </FieldFrame>
  );
};
