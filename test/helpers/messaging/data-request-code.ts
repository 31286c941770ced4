import type { ParsedMail } from 'mailparser';
import { locales, translate } from '@chegada/contracts';

// The confirmation e-mail's subject before the company's name, in each language: no other
// message (the stay's own, an unlock code) is taken for it.
const SUBJECTS = locales.map((locale) =>
  translate(locale, 'guestDataRequests.email.codeSubject', { company: '' }),
);

/**
 * The 6-digit code of a guest's data request confirmation, read from the e-mail's BODY: the
 * subject never carries it (it shows on lock screens and notification previews, issue 32).
 */
export const dataRequestCodeIn = (mail: ParsedMail): string | undefined =>
  SUBJECTS.some((start) => (mail.subject ?? '').startsWith(start))
    ? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1]
    : undefined;
