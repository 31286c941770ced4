import { GUEST_TERMS_VERSION, type GuestFormContext } from '@chegada/contracts';
import type { GuestDocumentsRepository } from '../uploads';
import { checkConsentsSent } from './form-changes';

const KINDS = ['terms', 'biometric'] as const;

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

/**
 * An adult companion's documents and selfie are kept only once that companion accepted the
 * terms and the image terms themselves, on their own link (issue 27): in this request, or in
 * an earlier one of the current version. A child's are the holder's to accept, on the main form.
 */
export const checkCompanionConsent = async (
  documents: GuestDocumentsRepository,
  companion: { reservationId: string; key: string; isChild: boolean; sendsFiles: boolean },
  flags: ConsentFlags,
  context: GuestFormContext,
): Promise<void> => {
  if (companion.isChild || !companion.sendsFiles) return;
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
