import { object, string, type InferType } from 'yup';
import { optionalPhoneString } from './phone.schema';

/** PUT /api/me: the signed-in user's own name and phone (null or empty clears the phone). */
export const profileSchema = object({
  name: string().trim().required('validation.required').max(120, 'validation.maxLength'),
  phone: optionalPhoneString(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ProfileRequest = InferType<typeof profileSchema>;
