import {
  guestPartProgress,
  type GuestFormContext,
  type GuestPartProgress,
} from '@chegada/contracts';
import { type GuestDocument } from '../uploads';
import type { GuestFormFields } from './guest-form-state';

/**
 * Each additional guest's part, from their answers in full and their files; a selfie counts
 * only when the host requires one (`requireSelfie`, the account's setting).
 */
export const guestPartsOf = (
  form: GuestFormFields,
  documents: readonly GuestDocument[],
  { today, checkInDate, fnrh }: Pick<GuestFormContext, 'today' | 'checkInDate' | 'fnrh'>,
  requireSelfie = true,
): Record<string, GuestPartProgress> => {
  const files = filesByGuest(documents);
  const guests = Array.isArray(form.additionalGuests)
    ? (form.additionalGuests as GuestFormFields[])
    : [];
  return Object.fromEntries(
    guests.flatMap((guest) =>
      typeof guest.key === 'string'
        ? [
            [
              guest.key,
              guestPartProgress(
                guest,
                files[guest.key] ?? [],
                today,
                checkInDate,
                fnrh,
                requireSelfie,
              ),
            ],
          ]
        : [],
    ),
  );
};

export const filesByGuest = (documents: readonly GuestDocument[]): Record<string, string[]> => {
  const files: Record<string, string[]> = {};
  for (const document of documents) (files[document.guest] ??= []).push(document.kind);
  return files;
};
