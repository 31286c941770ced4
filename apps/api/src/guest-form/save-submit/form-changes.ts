import { randomBytes } from 'node:crypto';
import { guestFormSchema, missingGuestFormFiles, type GuestFormContext } from '@chegada/contracts';
import { AppError, YupValidationPipe, type FieldIssue } from '../../common';
import {
  additionalGuestKeysOf,
  keepStoredWhereMasked,
  ownLinkIndexesOf,
  type GuestFormFields,
} from '../form-rules';

type AdditionalGuest = Record<string, unknown> & { key?: string };

const newGuestKey = (): string => randomBytes(12).toString('base64url');

/** An additional guest's link saves only that guest's entry of the list. */
export const ownPartOf = (
  stored: GuestFormFields,
  data: Record<string, unknown>,
  index: number,
): Record<string, unknown> => {
  const guests = [...(stored.additionalGuests as AdditionalGuest[])];
  const own = guests[index] ?? {};
  guests[index] = { ...own, ...keepStoredWhereMasked(data, own), key: own.key };
  return { additionalGuests: guests };
};

/** The multipart body's `data` part: a JSON object, or nothing. */
export const parseData = (data: string | undefined): Record<string, unknown> => {
  if (data === undefined || data.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AppError('INVALID_JSON', [{ field: 'data', key: 'validation.invalidFormat' }]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AppError('VALIDATION_FAILED', [{ field: 'data', key: 'validation.invalidFormat' }]);
  return parsed as Record<string, unknown>;
};

/** The key of an entry that names one, else null. */
const keyOf = (guest: unknown): string | null =>
  typeof guest === 'object' && guest !== null && typeof (guest as AdditionalGuest).key === 'string'
    ? (guest as AdditionalGuest).key!
    : null;

const isErased = (guest: unknown, erased: readonly string[]): boolean =>
  erased.includes(keyOf(guest) ?? '');

/**
 * What a holder's save sends under the key of a companion whose data was erased at their
 * request (issue 32) is not theirs to re-add: only the key is read, their entry stays as it is
 * (withGuestKeys). A new companion gets a key of their own.
 */
export const withoutErasedEntries = (
  data: Record<string, unknown>,
  erased: readonly string[],
): Record<string, unknown> =>
  Array.isArray(data.additionalGuests) && erased.length > 0
    ? {
        ...data,
        additionalGuests: (data.additionalGuests as unknown[]).map((guest) =>
          isErased(guest, erased) ? { key: keyOf(guest) } : guest,
        ),
      }
    : data;

/**
 * Additional guests keep the key they were given, and what was saved of them that this save
 * leaves out (a document sent through their own link); a new guest gets a random key (its link).
 * An erased companion's entry (`erased`: their keys) stays as it was stored.
 */
export const withGuestKeys = (
  changes: GuestFormFields,
  stored: GuestFormFields,
  erased: readonly string[] = [],
): GuestFormFields => {
  if (!Array.isArray(changes.additionalGuests)) return changes;
  const storedGuests = Array.isArray(stored.additionalGuests)
    ? (stored.additionalGuests as AdditionalGuest[])
    : [];
  const known = new Map(
    additionalGuestKeysOf(stored).map((key, index) => [key, storedGuests[index] ?? {}]),
  );
  return {
    ...changes,
    additionalGuests: (changes.additionalGuests as AdditionalGuest[]).map((guest) => {
      const earlier = typeof guest.key === 'string' ? known.get(guest.key) : undefined;
      if (!earlier) return { ...guest, key: newGuestKey() };
      return isErased(guest, erased) ? earlier : { ...earlier, ...guest };
    }),
  };
};

/**
 * Consent comes with each submission, from the device that sends it: one stored by an earlier
 * submission (refused since, maybe sent from another phone) does not stand for this one.
 */
export const checkConsentsSent = async (
  requested: Record<string, unknown>,
  context: GuestFormContext,
): Promise<void> => {
  await new YupValidationPipe(
    guestFormSchema(context, 'submit').pick(['termsAccepted', 'imageTermsAccepted']),
  ).transform(requested);
};

/** Every rule of a submission over the whole form, then every file it needs. */
export const checkComplete = async (
  merged: GuestFormFields,
  present: ReadonlySet<string>,
  schemaContext: GuestFormContext,
  asked: { hasDeposit: boolean; requireSelfie: boolean },
): Promise<void> => {
  await new YupValidationPipe(guestFormSchema(schemaContext, 'submit')).transform(merged);
  const lacking = missingGuestFormFiles(
    {
      ...asked,
      additionalGuests: additionalGuestKeysOf(merged).length,
      ownLinks: ownLinkIndexesOf(merged),
    },
    present,
  );
  if (lacking.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      lacking.map((field): FieldIssue => ({ field, key: 'guestForm.fileRequired' })),
    );
};
