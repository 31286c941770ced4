import { GUEST_TERMS_VERSION, type GuestFormContext } from '@chegada/contracts';
import { isMinorOn } from '@chegada/domain';
import type { CommandContext } from '../../common';
import type { GuestFormFields } from '../form-rules';
import type { GuestDocumentsRepository, NewGuestConsent } from '../uploads';
import { checkConsentsSent } from './form-changes';

const KINDS = ['terms', 'biometric'] as const;

type AdditionalGuest = { key?: unknown; birthDate?: unknown; isChild?: unknown };

/** The two consents as a request carries them, apart from the companion's own fields. */
export type ConsentFlags = { termsAccepted?: unknown; imageTermsAccepted?: unknown };

export const splitConsents = (
  data: Record<string, unknown>,
): { consents: ConsentFlags; fields: Record<string, unknown> } => {
  const { termsAccepted, imageTermsAccepted, ...fields } = data;
  return { consents: { termsAccepted, imageTermsAccepted }, fields };
};

export const acceptedKinds = (flags: ConsentFlags): ('terms' | 'biometric')[] => [
  ...(flags.termsAccepted === true ? (['terms'] as const) : []),
  ...(flags.imageTermsAccepted === true ? (['biometric'] as const) : []),
];

/** The day a companion's age is counted on: the stay's check-in day. */
const checkInOf = (context: GuestFormContext): string => context.checkInDate ?? context.today;

/** The keys of the companions under 18 on the check-in day, in the form's order. */
export const minorKeysOf = (form: GuestFormFields, context: GuestFormContext): string[] =>
  (Array.isArray(form.additionalGuests) ? (form.additionalGuests as AdditionalGuest[]) : [])
    .filter((guest) => typeof guest.key === 'string' && isMinorOn(guest, checkInOf(context)))
    .map((guest) => guest.key as string);

/**
 * The consents a save gives, versioned, with where it came from: the guest's own (the holder's
 * as 'main', or a companion's on their own link), and with the holder's, the same for each
 * companion under 18, given by the main guest on their behalf (issue 27).
 */
export const consentRecords = (
  reservationId: string,
  given: { guest: string; flags: ConsentFlags; minors: readonly string[] },
  context: CommandContext,
): NewGuestConsent[] => {
  const kinds = acceptedKinds(given.flags);
  const record = (guest: string, kind: 'terms' | 'biometric'): NewGuestConsent => ({
    reservationId,
    guest,
    kind,
    termsVersion: GUEST_TERMS_VERSION,
    ...(guest === given.guest ? {} : { acceptedBy: 'main' as const }),
    ...(context.ip ? { ip: context.ip } : {}),
    ...(context.userAgent ? { userAgent: context.userAgent } : {}),
  });
  return [given.guest, ...given.minors].flatMap((guest) =>
    kinds.map((kind) => record(guest, kind)),
  );
};

/**
 * An adult companion's documents and selfie are kept only once that companion accepted the
 * terms and the image terms themselves, on their own link (issue 27): in this request, or in
 * an earlier one of the current version. A minor's are the holder's to accept, on the main form.
 */
export const checkCompanionConsent = async (
  documents: GuestDocumentsRepository,
  companion: { reservationId: string; key: string; entry: AdditionalGuest; sendsFiles: boolean },
  flags: ConsentFlags,
  context: GuestFormContext,
): Promise<void> => {
  if (isMinorOn(companion.entry, checkInOf(context)) || !companion.sendsFiles) return;
  const given = new Set(acceptedKinds(flags));
  const recorded = await documents.consentsOfReservation(companion.reservationId);
  for (const consent of recorded)
    if (consent.guest === companion.key && consent.termsVersion === GUEST_TERMS_VERSION)
      given.add(consent.kind);
  if (KINDS.every((kind) => given.has(kind))) return;
  // The same refusal, field by field and in the guest's language, as the main form's.
  await checkConsentsSent(
    {
      termsAccepted: given.has('terms') || flags.termsAccepted,
      imageTermsAccepted: given.has('biometric') || flags.imageTermsAccepted,
    },
    context,
  );
};
