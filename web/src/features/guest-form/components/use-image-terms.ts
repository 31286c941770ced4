import { useCallback } from 'react';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestLink } from '../api/guest-form-types';

/**
 * The image terms accepted where a model needs them (the selfie's check, the document's
 * reading). One acceptance for the link's guest, shared by every step that asked it: accepted
 * in one, the others' requests for it are stale (issue 29). `acceptedAt`: when it was last
 * accepted here (0: not yet), read when a step asks, to tell its request from an older one.
 */
export const useImageTerms = (link: GuestLink) => {
  const [save, saved] = useSaveGuestFormMutation({
    fixedCacheKey: `image-terms:${link.id}:${link.additionalGuestKey ?? 'main'}`,
  });
  const acceptedAt = saved.isSuccess ? (saved.fulfilledTimeStamp ?? 0) : 0;
  const accept = useCallback(
    () => save({ link, fields: { imageTermsAccepted: true } }).unwrap(),
    [link, save],
  );
  return { accept, acceptedAt };
};

export type ImageTerms = ReturnType<typeof useImageTerms>;

/**
 * The guest's yes where a step asked the terms: the step shows them saving, they are accepted,
 * then `proceed` does the step's work (reads the photos, starts the check); a failure to save
 * them goes to `failed` instead.
 */
export const useConsentThen = (
  terms: ImageTerms,
  setPhase: (phase: { kind: 'consent'; saving: true; askedAt: number }) => void,
  proceed: () => Promise<void>,
  failed: (error: unknown) => void,
) =>
  useCallback(async () => {
    setPhase({ kind: 'consent', saving: true, askedAt: terms.acceptedAt });
    try {
      await terms.accept();
    } catch (error) {
      failed(error);
      return;
    }
    await proceed();
  }, [terms, setPhase, proceed, failed]);

/** A step's request for the terms, stale once they were accepted after it was made. */
export const staleTermsRequest = (
  phase: { kind: string; saving?: boolean; askedAt?: number },
  acceptedAt: number,
): boolean =>
  phase.kind === 'consent' && phase.saving === false && acceptedAt > (phase.askedAt ?? 0);
