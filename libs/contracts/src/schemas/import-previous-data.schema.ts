import { boolean, object, string, type InferType } from 'yup';
import { locales } from '../locales';

/** The kinds of document a returning guest may look earlier data up by. */
export const importDocTypes = ['cpf', 'passport'] as const;
export type ImportDocType = (typeof importDocTypes)[number];

/** The channels an import code goes out on. */
export const importCodeChannels = ['email', 'whatsapp'] as const;
export type ImportCodeChannel = (typeof importCodeChannels)[number];

/** Product spec §9: the import code has 6 digits. */
export const IMPORT_CODE_DIGITS = 6;

const lang = () => string().oneOf(locales, 'validation.chooseOne').optional();
const handle = () =>
  string().trim().required('validation.required').max(64, 'validation.maxLength');

/** POST /api/stays/reservations/import-last-reservation/:id */
export const findPreviousDataSchema = object({
  doc: string().trim().required('validation.required').max(40, 'validation.maxLength'),
  docType: string().required('validation.required').oneOf(importDocTypes, 'validation.chooseOne'),
  source: string().trim().required('validation.required').max(40, 'validation.maxLength'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type FindPreviousDataRequest = InferType<typeof findPreviousDataSchema>;

/** POST /api/stays/reservations/generate-code-previous-data */
export const generateImportCodeSchema = object({
  lang: lang(),
  selectedGuestId: handle(),
  channel: string().oneOf(importCodeChannels, 'validation.chooseOne').optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type GenerateImportCodeRequest = InferType<typeof generateImportCodeSchema>;

/** POST /api/stays/reservations/import-data-form (§5: 'the import code of 6 digits is required'). */
export const importDataFormSchema = object({
  actualGuestId: handle(),
  selectedGuestId: handle(),
  code: string()
    .trim()
    .required('importPreviousData.codeRequired')
    .matches(/^\d{6}$/, 'importPreviousData.codeRequired'),
  isGoingToCurrentReservation: boolean()
    .typeError('validation.invalidFormat')
    .required('validation.required'),
  lang: lang(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ImportDataFormRequest = InferType<typeof importDataFormSchema>;

/** POST /api/stays/guestForm/:id/unlock-code: a code to see the guest's saved data in full. */
export const guestFormUnlockCodeSchema = object({
  lang: lang(),
  channel: string().oneOf(importCodeChannels, 'validation.chooseOne').optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type GuestFormUnlockCodeRequest = InferType<typeof guestFormUnlockCodeSchema>;

/** POST /api/stays/guestForm/:id/unlock */
export const guestFormUnlockSchema = object({
  code: string()
    .trim()
    .required('guestFormUnlock.codeRequired')
    .matches(/^\d{6}$/, 'guestFormUnlock.codeRequired'),
  lang: lang(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type GuestFormUnlockRequest = InferType<typeof guestFormUnlockSchema>;
