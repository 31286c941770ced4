import { object, string, type InferType } from 'yup';
import { locales } from '../locales';
import { optionalPhoneString } from './phone.schema';

/** PUT /api/me: the signed-in user's own name and phone (null or empty clears the phone). */
export const profileSchema = object({
  name: string().trim().required('validation.required').max(120, 'validation.maxLength'),
  phone: optionalPhoneString(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ProfileRequest = InferType<typeof profileSchema>;

/**
 * PUT /api/me/language: the language the signed-in user chose in the app, the one the server
 * writes that user's e-mails in (billing's among them).
 */
export const profileLanguageSchema = object({
  language: string().required('validation.required').oneOf(locales, 'validation.invalidFormat'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ProfileLanguageRequest = InferType<typeof profileLanguageSchema>;
