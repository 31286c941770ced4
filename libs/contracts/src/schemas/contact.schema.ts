import { object, string, type InferType } from 'yup';
import { integer } from './scalar-fields';

const text = (max: number) =>
  string().trim().required('validation.required').max(max, 'validation.maxLength');

const contactFields = {
  name: text(120),
  email: text(254).email('validation.email'),
  // Input mask rule N (product spec §5): digits, plus, spaces, and the usual separators.
  phone: text(30).matches(/^\+?[\d\s().-]{8,}$/, 'validation.invalidFormat'),
};

/** POST /api/contact: the contact form of /contato (product spec §5: every field required). */
export const contactSchema = object({
  ...contactFields,
  subject: text(200),
  message: text(5000),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ContactRequest = InferType<typeof contactSchema>;

/** POST /api/new-contact: the registration site's lead form. */
export const newContactSchema = object({
  ...contactFields,
  company: text(200),
  quantityOfProperties: integer()
    .required('validation.required')
    .min(1, 'contact.quantityRange')
    .max(1000, 'contact.quantityRange'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type NewContactRequest = InferType<typeof newContactSchema>;
