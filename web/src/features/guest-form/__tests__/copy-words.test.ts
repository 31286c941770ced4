import { copyValueKey, locales, translate, type MessageKey } from '@chegada/contracts';
import { guestDetailsMessages } from '../guest-details.messages';
import { guestFieldsMessages } from '../guest-fields.messages';
import { transportMessages } from '../transport.messages';

// Walk61 (issue 32): the guest's copy (a PDF the server writes, which cannot read these
// catalogues) said "Meio de transporte: Carro" where the form and the host's review say
// "Automóvel". Each choice of the form reads in the copy as the form words it.
const FIELDS = [
  // The form's messages' prefix, and the field that holds the choice in the saved form.
  ['purpose', 'visitPurpose'],
  ['gender', 'gender'],
  ['transport', 'transport'],
  ['vehicle', 'type'],
  ['petKind', 'petKind'],
  ['documentKind', 'documentKind'],
] as const;

const choicesOf = (words: Record<string, string>, prefix: string) =>
  Object.entries(words).flatMap(([key, label]) => {
    const code = new RegExp(`^guest\\.field\\.${prefix}\\.([A-Za-z]+)$`).exec(key)?.[1];
    return code ? [{ code, label }] : [];
  });

describe('the guest’s copy words each choice of the form as the form does', () => {
  it.each(
    locales.flatMap((locale) => FIELDS.map(([prefix, field]) => [locale, prefix, field] as const)),
  )('in %s, %s', (locale, prefix, field) => {
    const form: Record<string, string> = {
      ...guestFieldsMessages[locale],
      ...guestDetailsMessages[locale],
      ...transportMessages[locale],
    };
    const choices = choicesOf(form, prefix);
    expect(choices.length).toBeGreaterThan(1);
    const inTheCopy = choices.map(({ code }) => ({
      code,
      label: translate(locale, copyValueKey(field, code) as MessageKey),
    }));
    expect(inTheCopy).toEqual(choices);
  });
});
