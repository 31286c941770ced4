import type { TestContext } from 'yup';
import {
  CPF_OPTIONAL_UNDER,
  GENDERS,
  GUEST_DOCUMENT_KINDS,
  guestDocumentKindOf,
  isCalendarDate,
  mayGoWithoutCpf,
  type GuestDocumentKind,
} from '@chegada/domain';
import {
  birthCertificate,
  choice,
  closedObject,
  cpf,
  flag,
  foreignDocument,
  pastDate,
  phone,
  requiredOnSubmit,
  sibling,
  text,
  type GuestFormMode,
} from './guest-form-fields';

/**
 * The check-in date a companion's age is counted on: the form's own when it is checked whole,
 * else the stay's (`fallback`).
 */
const checkInOf = (context: TestContext, fallback: string): string => {
  const form = context.from?.[context.from.length - 1]?.value as unknown;
  const date = sibling(form, 'checkInDate');
  return date && isCalendarDate(date) ? date : fallback;
};

/**
 * A companion's document (spec §5, issue 27): a CPF, a foreigner's passport, and for a child
 * under 12 on the check-in date a birth certificate or a passport instead, chosen by
 * documentKind. The chosen kind's number is the one a submission asks.
 */
const documentFields = (mode: GuestFormMode, checkInDate: string) => {
  const neededFor =
    (wanted: GuestDocumentKind) =>
    (foreign: unknown, kind: unknown): boolean =>
      guestDocumentKindOf({ foreign, documentKind: kind }) === wanted;
  const keys = ['foreign', 'documentKind'];
  return {
    documentKind: choice(GUEST_DOCUMENT_KINDS, 'guestForm.invalidDocumentKind').test({
      name: 'underCpfAge',
      message: 'guestForm.cpfFromAge',
      params: { years: CPF_OPTIONAL_UNDER },
      test(kind) {
        const birthDate = sibling(this.parent, 'birthDate');
        if (!kind || kind === 'cpf' || !birthDate || !isCalendarDate(birthDate)) return true;
        const foreign = (this.parent as Record<string, unknown>).foreign === true;
        return foreign || mayGoWithoutCpf(birthDate, checkInOf(this, checkInDate));
      },
    }),
    cpf: cpf().when(keys, {
      is: neededFor('cpf'),
      then: (schema) => requiredOnSubmit(mode, schema),
    }),
    birthCertificate: birthCertificate().when(keys, {
      is: neededFor('birthCertificate'),
      then: (schema) => requiredOnSubmit(mode, schema),
    }),
    passport: foreignDocument().when(keys, {
      is: neededFor('passport'),
      then: (schema) => requiredOnSubmit(mode, schema),
    }),
  };
};

/**
 * An additional guest filled in here: every rule of spec §5 applies on a submission. A child's
 * age is counted on `checkInDate` (YYYY-MM-DD) unless the form checked carries its own. `fnrh`:
 * the host registers stays in FNRH, which needs every guest's gender (issue 32).
 */
export const additionalGuestSchema = (
  mode: GuestFormMode,
  today: string,
  checkInDate = today,
  fnrh = false,
) =>
  closedObject({
    /** The guest's own key, given by the server, naming its link (§6). */
    key: text('save', 64),
    name: text(mode, 120),
    ...documentFields(mode, checkInDate),
    foreign: flag(),
    isChild: flag(),
    /** The guest fills their own part (and sends their files) through their own link (§6). */
    ownLink: flag(),
    birthDate: pastDate(mode, today),
    phone: phone('save'),
    /** Asked, and required on a submission, only when the host registers stays in FNRH. */
    gender: requiredOnSubmit(fnrh ? mode : 'save', choice(GENDERS, 'guestForm.invalidGender')),
  });
