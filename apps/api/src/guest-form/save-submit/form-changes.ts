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

/**
 * Additional guests keep the key they were given, and what was saved of them that this save
 * leaves out (a document sent through their own link); a new guest gets a random key (its link).
 */
export const withGuestKeys = (
  changes: GuestFormFields,
  stored: GuestFormFields,
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
      return earlier ? { ...earlier, ...guest } : { ...guest, key: newGuestKey() };
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
