import type { GuestFormFields } from './guest-form-state';

// The link carries no secret, so it never hands back a whole document number: the guest sees
// enough to recognise it and sends a new one to change it.
const maskTail = (value: unknown, visible: number): string | undefined => {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  return `${'•'.repeat(Math.max(value.length - visible, 3))}${value.slice(-visible)}`;
};

const maskDocuments = (fields: Record<string, unknown>): Record<string, unknown> => {
  const { cpf, passport, ...rest } = fields;
  return {
    ...rest,
    ...(cpf !== undefined ? { cpf: maskTail(cpf, 2), cpfFilled: true } : {}),
    ...(passport !== undefined ? { passport: maskTail(passport, 3), passportFilled: true } : {}),
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form as a guest link shows it: document numbers masked, the rest as saved. */
export const maskedForm = (form: GuestFormFields): GuestFormFields => {
  const masked = maskDocuments(form);
  if (Array.isArray(form.additionalGuests))
    masked.additionalGuests = (form.additionalGuests as unknown[]).map((guest) =>
      isRecord(guest) ? maskDocuments(guest) : guest,
    );
  return masked;
};
