import type * as Phone from '@chegada/domain/phone';

/*
 * In the browser build this module stands in for libs/domain's phone.ts (see vite.config.ts):
 * the full phone metadata is ~50 KB gzip, more than a whole page's budget, and only the forms
 * that ask for a phone need it. It loads on the first check; until then a check answers with a
 * promise, which Yup's asynchronous `validate` (the only way the client validates) awaits.
 */
let phone: typeof Phone | undefined;

const load = async (): Promise<typeof Phone> => {
  phone ??= await import('@chegada/domain/phone');
  return phone;
};

type Country = Parameters<typeof Phone.normalizePhone>[1];
type Check<Result> = (value: string, defaultCountry?: Country) => Result | Promise<Result>;

export const normalizePhone: Check<string | null> = (value, defaultCountry) =>
  phone
    ? phone.normalizePhone(value, defaultCountry)
    : load().then((loaded) => loaded.normalizePhone(value, defaultCountry));

export const isValidPhone: Check<boolean> = (value, defaultCountry) =>
  phone
    ? phone.isValidPhone(value, defaultCountry)
    : load().then((loaded) => loaded.isValidPhone(value, defaultCountry));

/** Whether checks answer at once: what a synchronous validation (the host's review) needs. */
export const phoneChecksLoaded = (): boolean => phone !== undefined;

/**
 * Downloads the metadata ahead: for a form that must keep checking phones offline, and before
 * a screen that validates synchronously (a promise there throws: issue 25).
 */
export const preloadPhoneChecks = async (): Promise<void> => {
  await load();
};
