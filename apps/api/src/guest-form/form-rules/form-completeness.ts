import { ValidationError } from 'yup';
import { guestFormSchema, missingGuestFormFiles } from '@chegada/contracts';
import { guestFormContextOf } from './guest-form-context';
import { type GuestDocument } from '../uploads';
import type { GuestFormFields } from './guest-form-state';
import { type GuestLinkTarget } from '../link-access';

/** The main guest's file parts present, as the form names them (guest_<i>_<kind>). */
export const presentFileFields = (
  documents: readonly GuestDocument[],
  additionalGuestKeys: readonly string[],
): Set<string> =>
  new Set(
    documents.flatMap((document) => {
      if (document.guest === 'main') return [document.kind];
      const index = additionalGuestKeys.indexOf(document.guest);
      return index < 0 ? [] : [`guest_${index}_${document.kind}`];
    }),
  );

export const additionalGuestKeysOf = (form: GuestFormFields): string[] =>
  Array.isArray(form.additionalGuests)
    ? form.additionalGuests.map((guest) => {
        const key = (guest as { key?: unknown }).key;
        return typeof key === 'string' ? key : '';
      })
    : [];

/** The additional guests who fill their own part through their own link (§6), by index. */
export const ownLinkIndexesOf = (form: GuestFormFields): number[] =>
  Array.isArray(form.additionalGuests)
    ? form.additionalGuests.flatMap((guest, index) =>
        (guest as { ownLink?: unknown }).ownLink === true ? [index] : [],
      )
    : [];

/**
 * The form as the holder's submission checks it: a companion whose data was erased at their
 * own request (`erased`, their keys; issue 32) owes it nothing more, as one on their own link.
 */
export const owedByHolder = (form: GuestFormFields, erased: readonly string[]): GuestFormFields =>
  Array.isArray(form.additionalGuests) && erased.length > 0
    ? {
        ...form,
        additionalGuests: (form.additionalGuests as GuestFormFields[]).map((guest) =>
          typeof guest.key === 'string' && erased.includes(guest.key)
            ? { ...guest, ownLink: true }
            : guest,
        ),
      }
    : form;

/** The form as the guest at `index` completes it on their own link: their part is theirs. */
export const filledByGuest = (form: GuestFormFields, index: number): GuestFormFields => ({
  ...form,
  additionalGuests: (form.additionalGuests as GuestFormFields[]).map((guest, at) =>
    at === index ? { ...guest, ownLink: false } : guest,
  ),
});

/** The fields and files a submission of this form would still be refused for. */
export const missingForSubmission = async (
  target: GuestLinkTarget,
  filled: GuestFormFields,
  present: ReadonlySet<string>,
  now: Date,
): Promise<string[]> => {
  const form = owedByHolder(filled, target.reservation.erasedCompanions);
  const schema = guestFormSchema(
    guestFormContextOf(target.reservation, target.residence, now, form),
    'submit',
  );
  const fields = await schema.validate(form, { abortEarly: false }).then(
    () => [],
    (error: unknown) =>
      error instanceof ValidationError
        ? [...new Set(error.inner.map((leaf) => leaf.path ?? '').filter(Boolean))]
        : [],
  );
  const files = missingGuestFormFiles(
    {
      hasDeposit: target.residence.depositAmount > 0,
      additionalGuests: additionalGuestKeysOf(form).length,
      ownLinks: ownLinkIndexesOf(form),
      requireSelfie: target.company.requireSelfie,
    },
    present,
  );
  return [...fields, ...files];
};
