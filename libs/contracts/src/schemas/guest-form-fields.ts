import { boolean, object, string, type AnySchema, type ISchema, type ObjectShape } from 'yup';
import {
  isCalendarDate,
  isValidBirthCertificate,
  isValidCpf,
  isValidForeignDocument,
  normalizeBirthCertificate,
  normalizeCpf,
  normalizeForeignDocument,
} from '@chegada/domain';
import type { MessageKey } from '../messages';
import { boundedArray } from './bounded-array';
import { optionalPhoneString } from './phone.schema';
import { phoneString } from './register.schema';
import { calendarDateTest, clockTimeTest, integer } from './scalar-fields';

/** A partial save checks the fields it carries; a submission asks for every one (spec §5). */
export type GuestFormMode = 'save' | 'submit';

// An empty string or null is a field left blank: absent from what a partial save stores.
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
export const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';
// Absent values are left to the required rule, so an empty field shows one message, not two.
export const valid = (check: (value: string) => boolean) => (value: string | undefined) =>
  !value || check(value);

/**
 * The field must be there when submitting. A test rather than Yup's required() keeps the
 * schema's type the same in both modes.
 */
export const requiredOnSubmit = <Schema extends AnySchema>(
  mode: GuestFormMode,
  schema: Schema,
  message = 'validation.required',
): Schema =>
  mode === 'submit' ? schema.test({ name: 'required', message, test: isPresent }) : schema;

export const text = (mode: GuestFormMode, max: number) =>
  requiredOnSubmit(
    mode,
    string()
      .typeError('validation.type')
      .trim()
      .transform(blankAsAbsent)
      .max(max, 'validation.maxLength'),
  );

export const flag = () => boolean().typeError('validation.type').transform(blankAsAbsent);

/** One of a fixed list of values (a vehicle type, a pet kind…); blank is absent. */
export const choice = <Value extends string>(values: readonly Value[], message: MessageKey) =>
  string().typeError('validation.type').transform(blankAsAbsent).oneOf(values, message);

/** Digits only: Yup's number cast takes '2e1', ' 0x1F' or '1.0' as numbers. */
const DIGITS = /^\d+$/;

/** A count of people or things: a whole number given in digits (or as a JSON number). */
export const count = () =>
  integer().transform((value: unknown, original: unknown) => {
    if (original === '' || original === null) return undefined;
    return typeof original === 'string' && !DIGITS.test(original.trim()) ? Number.NaN : value;
  });

/** The oldest birth date taken: this many years before today. */
export const OLDEST_AGE = 120;

/**
 * An e-mail address whose domain has a dot and a top-level part of 2 letters or more: Yup's
 * email() takes 'maria@gmail' and 'maria@x.c', which no mail reaches.
 */
const EMAIL =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.[a-z]{2,}$/i;

export const emailAddress = (mode: GuestFormMode) =>
  text(mode, 254).test(
    'email',
    'validation.email',
    valid((value) => EMAIL.test(value)),
  );

/** YYYY-MM-DD, a day the calendar has. */
export const calendarDate = (mode: GuestFormMode) =>
  text(mode, 10).test(calendarDateTest('guestForm.invalidDate'));

/** HH:mm on the 24-hour clock. */
export const clockTime = (mode: GuestFormMode) =>
  text(mode, 5).test(clockTimeTest('residences.invalidTime'));

/** The same day `years` years before a YYYY-MM-DD day (compared as text, so 02-29 is fine). */
const yearsBefore = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;

/** A date that has already come, as a birth date: not after `today`, nor 120 years before. */
export const pastDate = (mode: GuestFormMode, today: string) =>
  calendarDate(mode)
    .test(
      'notInFuture',
      'guestForm.birthDateInFuture',
      (value) => !value || !isCalendarDate(value) || value <= today,
    )
    .test({
      name: 'notTooOld',
      message: 'guestForm.birthDateTooOld',
      params: { years: OLDEST_AGE },
      test: (value) => !value || !isCalendarDate(value) || value >= yearsBefore(today, OLDEST_AGE),
    });

export const cpf = () =>
  text('save', 14)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeCpf(value) : value))
    .test('cpf', 'guestForm.invalidCpf', valid(isValidCpf));

/** A passport, RNE or CRNM: letters and digits, stored upper case without separators. */
export const foreignDocument = () =>
  text('save', 40)
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeForeignDocument(value) : value,
    )
    .test('foreignDocument', 'guestForm.invalidForeignDocument', valid(isValidForeignDocument));

/** A birth certificate's 32-digit registration number, stored without its separators. */
export const birthCertificate = () =>
  text('save', 60)
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeBirthCertificate(value) : value,
    )
    .test('birthCertificate', 'guestForm.invalidBirthCertificate', valid(isValidBirthCertificate));

/**
 * A CPF for Brazilians, a passport/RNE/CRNM for foreigners, chosen by the flag field; either
 * is checked whenever given.
 */
export const identityFields = (mode: GuestFormMode, foreignFlag: string) => ({
  cpf: cpf().when(foreignFlag, {
    is: (foreign: unknown) => foreign !== true,
    then: (schema) => requiredOnSubmit(mode, schema),
  }),
  passport: foreignDocument().when(foreignFlag, {
    is: true,
    then: (schema) => requiredOnSubmit(mode, schema),
  }),
});

type Siblings = Record<string, unknown>;

/** A text field beside this one in the same object, if there is one. */
export const sibling = (parent: unknown, key: string): string | undefined => {
  const value = (parent as Siblings | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

export const phone = (mode: GuestFormMode) =>
  (mode === 'submit' ? phoneString() : optionalPhoneString()).transform(blankAsAbsent);

/**
 * An object of these fields only. Yup's noUnknown() drops unknown keys silently unless
 * validating in strict mode; this refuses them in both, named in `unknown` as noUnknown does.
 */
export const closedObject = <Shape extends ObjectShape>(shape: Shape) =>
  object(shape)
    .typeError('validation.type')
    .test({
      name: 'noUnknown',
      message: 'validation.unknownField',
      test(_value, context) {
        const original: unknown = context.originalValue;
        if (typeof original !== 'object' || original === null) return true;
        const unknown = Object.keys(original).filter((key) => !Object.hasOwn(shape, key));
        return (
          unknown.length === 0 || context.createError({ params: { unknown: unknown.join(', ') } })
        );
      },
    });

/** An object that is absent unless given (Yup would build one from its fields' defaults). */
export const group = <Shape extends ObjectShape>(mode: GuestFormMode, shape: Shape) =>
  requiredOnSubmit(
    mode,
    closedObject(shape).optional().default(undefined).transform(blankAsAbsent),
  );

/** A list of at most `max` items; blank is absent, as for every field of the form. */
export const list = <Item>(item: ISchema<Item>, max: number, message: MessageKey) =>
  boundedArray(item, max, message).typeError('validation.type').transform(blankAsAbsent);
