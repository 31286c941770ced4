import type { TestContext } from 'yup';
import { BRAZILIAN_STATES, isBrazil, isValidCep } from '@chegada/domain';
import { group, isPresent, sibling, text, type GuestFormMode } from './guest-form-fields';

/**
 * Whether the address being checked is in Brazil: its country says so ('BR', or 'Brasil' typed
 * before the country was a list); without a country, a Brazilian guest's address is.
 */
const inBrazil = (context: TestContext): boolean => {
  const country = sibling(context.parent, 'country');
  if (country) return isBrazil(country);
  const guest = context.from?.[1]?.value as Record<string, unknown> | undefined;
  return guest?.isForeign !== true;
};

const isState = (value: string) =>
  (BRAZILIAN_STATES as readonly string[]).includes(value.trim().toUpperCase());

/**
 * The main guest's address (spec §3, §5). In Brazil: an 8-digit CEP, the neighbourhood (bairro),
 * and the state as one of the 27 UFs; abroad any postal code and state. The country is an
 * ISO 3166-1 code, or the free text earlier forms stored.
 */
export const addressSchema = (mode: GuestFormMode) =>
  group(mode, {
    /** 8 digits in Brazil (bare or 00000-000); any postal code elsewhere. */
    cep: text(mode, 20).test('cep', 'residences.invalidCep', function cep(value) {
      return !value || !inBrazil(this) || isValidCep(value);
    }),
    country: text(mode, 60),
    state: text(mode, 60).test('state', 'residences.invalidState', function state(value) {
      return !value || !inBrazil(this) || isState(value);
    }),
    city: text(mode, 120),
    neighborhood: text('save', 120).test({
      name: 'required',
      message: 'validation.required',
      test(value) {
        return mode === 'save' || isPresent(value) || !inBrazil(this);
      },
    }),
    street: text(mode, 200),
    number: text(mode, 20),
    complement: text('save', 120),
  });
