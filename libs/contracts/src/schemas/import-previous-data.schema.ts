import { boolean, string, type InferType } from 'yup';
import type { MessageKey } from '../messages';
import { locales } from '../locales';
import { strictObject } from './scalar-fields';

/** The kinds of document a returning guest may look earlier data up by. */
export const importDocTypes = ['cpf', 'passport'] as const;
export type ImportDocType = (typeof importDocTypes)[number];

/** The channels an import code goes out on. */
export const importCodeChannels = ['email', 'whatsapp'] as const;
export type ImportCodeChannel = (typeof importCodeChannels)[number];

/** Product spec §9: the import code has 6 digits. */
export const IMPORT_CODE_DIGITS = 6;

/** The language a code or a message to the guest goes in; the caller's when absent. */
export const guestLang = () => string().oneOf(locales, 'validation.chooseOne').optional();
const handle = () =>
  string().trim().required('validation.required').max(64, 'validation.maxLength');
const channel = () => string().oneOf(importCodeChannels, 'validation.chooseOne').optional();
/** A code sent to the guest: IMPORT_CODE_DIGITS digits, `message` when missing or not that. */
export const sentCode = (message: MessageKey) =>
  string()
    .trim()
    .required(message)
    .matches(new RegExp(`^\\d{${IMPORT_CODE_DIGITS}}$`), message);

/** POST /api/stays/reservations/import-last-reservation/:id */
export const findPreviousDataSchema = strictObject({
  doc: string().trim().required('validation.required').max(40, 'validation.maxLength'),
  docType: string().required('validation.required').oneOf(importDocTypes, 'validation.chooseOne'),
  source: string().trim().required('validation.required').max(40, 'validation.maxLength'),
});

export type FindPreviousDataRequest = InferType<typeof findPreviousDataSchema>;

/** POST /api/stays/reservations/generate-code-previous-data */
export const generateImportCodeSchema = strictObject({
  lang: guestLang(),
  selectedGuestId: handle(),
  channel: channel(),
});

export type GenerateImportCodeRequest = InferType<typeof generateImportCodeSchema>;

/** POST /api/stays/reservations/import-data-form (§5: 'the import code of 6 digits is required'). */
export const importDataFormSchema = strictObject({
  actualGuestId: handle(),
  selectedGuestId: handle(),
  code: sentCode('importPreviousData.codeRequired'),
  isGoingToCurrentReservation: boolean()
    .typeError('validation.invalidFormat')
    .required('validation.required'),
  lang: guestLang(),
});

export type ImportDataFormRequest = InferType<typeof importDataFormSchema>;

/** POST /api/stays/guestForm/:id/unlock-code: a code to see the guest's saved data in full. */
export const guestFormUnlockCodeSchema = strictObject({
  lang: guestLang(),
  channel: channel(),
});

export type GuestFormUnlockCodeRequest = InferType<typeof guestFormUnlockCodeSchema>;

/** POST /api/stays/guestForm/:id/unlock */
export const guestFormUnlockSchema = strictObject({
  code: sentCode('guestFormUnlock.codeRequired'),
  lang: guestLang(),
});

export type GuestFormUnlockRequest = InferType<typeof guestFormUnlockSchema>;
