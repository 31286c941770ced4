import { boolean, object, string, type InferType } from 'yup';
import { isValidCpf, normalizeCpf } from '@chegada/domain';
import { FNRH_TRIGGERS } from '../government';

/**
 * PUT /api/fnrh/settings: the host's opt-in, the user and API key FNRH generated and the CPF of
 * the operator FNRH audits each call by. A blank key keeps the one stored; the server asks
 * for one when none is (and when turning on).
 */
export const fnrhSettingsSchema = object({
  enabled: boolean().typeError('validation.type').required('validation.required'),
  trigger: string()
    .oneOf(FNRH_TRIGGERS, 'validation.invalidFormat')
    .required('validation.required'),
  user: string()
    .typeError('validation.type')
    .trim()
    .max(120, 'validation.maxLength')
    .required('validation.required'),
  apiKey: string().typeError('validation.type').trim().max(500, 'validation.maxLength').default(''),
  operatorCpf: string()
    .typeError('validation.type')
    .transform((value: unknown) => (typeof value === 'string' ? normalizeCpf(value) : value))
    .required('validation.required')
    .test('cpf', 'guestForm.invalidCpf', (value) => !value || isValidCpf(value)),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type FnrhSettingsUpdate = InferType<typeof fnrhSettingsSchema>;
