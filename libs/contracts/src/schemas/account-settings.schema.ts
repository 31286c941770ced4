import { boolean, object, string, type InferType } from 'yup';
import { locales } from '../locales';
import { languageList } from './bounded-array';
import { optionalPhoneString } from './phone.schema';
import { integer } from './scalar-fields';

/** Access details (lock code, address) are released this long before check-in (spec §9). */
export const ACCESS_RELEASE_HOURS = { min: 0, max: 72, default: 2 } as const;

/**
 * The hours before check-in an account's door codes show from, read from its stored settings:
 * the owner's choice when it is one the settings accept, else §9's 2 hours.
 */
export const accessReleaseHoursOf = (
  settings: Record<string, unknown> | null | undefined,
): number => {
  const hours = settings?.accessReleaseHoursBeforeCheckIn;
  return typeof hours === 'number' &&
    Number.isInteger(hours) &&
    hours >= ACCESS_RELEASE_HOURS.min &&
    hours <= ACCESS_RELEASE_HOURS.max
    ? hours
    : ACCESS_RELEASE_HOURS.default;
};

/** Whether the account's guests must send a selfie: yes unless the owner turned it off. */
export const requireSelfieOf = (settings: Record<string, unknown> | null | undefined): boolean =>
  settings?.requireSelfie !== false;

/** How a guest reaches the host: a phone (never empty) and an e-mail, or null. */
export type HostContact = { phone: string; email: string | null };

const setText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * The contact every guest is shown (the form's host block, the data copy, every message): the
 * account's "contact shown to guests" when the owner set it, else the company's phone and no
 * e-mail (issue 32, walk60: the form and the copy kept showing the company's phone).
 */
export const hostContactOf = (
  settings: Record<string, unknown> | null | undefined,
  companyPhone: string,
): HostContact => ({
  phone: setText(settings?.hostContactPhone) ?? companyPhone,
  email: setText(settings?.hostContactEmail),
});

const language = () => string().oneOf(locales, 'validation.invalidFormat');

const contactEmail = () =>
  string().trim().email('validation.email').max(254, 'validation.maxLength').nullable().defined();

const toggle = () => boolean().required('validation.required');

/**
 * A host's settings (GET/PUT /api/config): one object per account. Every field is required
 * here; the stored object is read over `defaultAccountSettings`, so a field added later gets
 * its default.
 */
export const accountSettingsSchema = object({
  /** Language the guest form opens in. */
  defaultLanguage: language()
    .required('validation.required')
    .test('offered', 'settings.defaultLanguageNotOffered', function offered(value) {
      const offered = (this.parent as { guestLanguages?: unknown }).guestLanguages;
      return !Array.isArray(offered) || value === undefined || offered.includes(value);
    }),
  /** Languages a guest may switch the form to. */
  guestLanguages: languageList('validation.invalidFormat')
    .required('validation.required')
    .min(1, 'validation.chooseOne'),
  /** The guest link, as soon as the reservation is created (or imported). */
  emailGuestLinkOnCreation: toggle(),
  whatsappGuestLinkOnCreation: toggle(),
  whatsappGuestOnApproval: toggle(),
  whatsappGuestOnRefusal: toggle(),
  whatsappHostOnSubmission: toggle(),
  emailGuestOnApproval: toggle(),
  emailGuestOnRefusal: toggle(),
  emailHostOnSubmission: toggle(),
  /** Shown to guests on the form and in messages; null shows none. */
  hostContactPhone: optionalPhoneString().defined(),
  hostContactEmail: contactEmail(),
  requireSelfie: toggle(),
  showDepositStep: toggle(),
  accessReleaseHoursBeforeCheckIn: integer()
    .required('validation.required')
    .min(ACCESS_RELEASE_HOURS.min, 'settings.accessReleaseHoursRange')
    .max(ACCESS_RELEASE_HOURS.max, 'settings.accessReleaseHoursRange'),
  /** Where the doorman's list of arriving guests is sent; null sends none. */
  doormanListEmail: contactEmail(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type AccountSettings = InferType<typeof accountSettingsSchema>;

/** PUT /api/config/:id body: any subset of the settings; the result must be valid as a whole. */
export const accountSettingsUpdateSchema = accountSettingsSchema.partial();

export type AccountSettingsUpdate = InferType<typeof accountSettingsUpdateSchema>;

/** What an account has before its owner changes anything. */
export const defaultAccountSettings: AccountSettings = {
  defaultLanguage: 'pt-BR',
  guestLanguages: [...locales],
  emailGuestLinkOnCreation: true,
  whatsappGuestLinkOnCreation: true,
  whatsappGuestOnApproval: true,
  whatsappGuestOnRefusal: true,
  whatsappHostOnSubmission: true,
  emailGuestOnApproval: true,
  emailGuestOnRefusal: true,
  emailHostOnSubmission: false,
  hostContactPhone: null,
  hostContactEmail: null,
  requireSelfie: true,
  showDepositStep: false,
  accessReleaseHoursBeforeCheckIn: ACCESS_RELEASE_HOURS.default,
  doormanListEmail: null,
};

/** A channel the guest link goes out by (POST /api/stays/reservations: guestLinkSentBy). */
export type GuestLinkChannel = 'email' | 'whatsapp';
