import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MrzDocument } from '@chegada/contracts';
import { isApiError } from '../../../lib/api/api-error';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestLink } from '../api/guest-form-types';
import { failureOf, type Failure } from '../components/failure-text';
import { staleTermsRequest, useConsentThen, useImageTerms } from '../components/use-image-terms';
import { useKeptDocumentReadingQuery, useReadDocumentMutation } from './document-reading-api';
import { filledFields, offeredValues, type FilledField, type OfferedValue } from './offered-values';
import { answerTo, forgetAnswer, keepAnswer } from './reading-answer';
import type { DocumentPhotos } from './use-document-photos';

/** Where the guest is: nothing fills a field before 'offer' was confirmed ('used'). */
export type ReadingPhase =
  | { kind: 'intro' }
  | { kind: 'reading' }
  | { kind: 'consent'; saving: boolean; askedAt: number }
  | { kind: 'offer'; values: OfferedValue[]; document: MrzDocument | null; saving: boolean }
  | { kind: 'nothing' }
  | { kind: 'used' }
  | { kind: 'declined' }
  | { kind: 'failed'; failure: Failure };

const INTRO: ReadingPhase = { kind: 'intro' };

/** The values the guest chose to use, by field, as they were saved. */
export type UsedValues = Partial<Record<FilledField, string>>;

export type ReadingOptions = {
  link: GuestLink;
  /** The link's guest is a foreigner: an MRZ's passport number is theirs to use. */
  foreign: boolean;
  /** The name the guest typed, kept when the document's is the same name. */
  typedName?: () => string | undefined;
  /** The document's photos: a new one makes what was read of the old ones stale. */
  photos?: DocumentPhotos;
  /** The values used, for a form on screen that holds those fields. */
  onUsed?: (values: UsedValues) => void;
};

/**
 * The document reading's calls: the photos read on the server (consent first, as for the
 * selfie), the values offered, and saved into the form only when the guest confirms them —
 * the link's own guest's (the main guest's, or a companion's on their own link); `onUsed`
 * hands them to a form on screen that holds those fields.
 */
export const useDocumentReading = ({
  link,
  foreign,
  typedName,
  photos,
  onUsed,
}: ReadingOptions) => {
  const intl = useIntl();
  const [readDocument] = useReadDocumentMutation();
  const [save] = useSaveGuestFormMutation();
  // What is on screen belongs to the photos it was read from: a new photo shows the intro again.
  const taken = photos?.taken ?? 0;
  const takenNow = useRef(taken);
  useEffect(() => {
    takenNow.current = taken;
  }, [taken]);
  const [shown, setShown] = useState<{ phase: ReadingPhase; taken: number }>({
    phase: INTRO,
    taken,
  });
  const terms = useImageTerms(link);
  // What the server read of the photos it keeps, before this page opened (a reload): offered
  // again until the guest answers it or takes a new photo.
  const kept = useKeptDocumentReadingQuery(link).data;
  // Accepted for the selfie's check since the reading asked them: its request is stale.
  const current =
    shown.taken === taken && !staleTermsRequest(shown.phase, terms.acceptedAt)
      ? shown.phase
      : INTRO;
  const keptValues =
    current.kind === 'intro' && taken === 0 && kept
      ? offeredValues(kept, foreign, typedName?.())
      : [];
  // Answered before a reload: its outcome, not the same offer again.
  const keptAnswer = keptValues.length > 0 ? answerTo(link, keptValues) : null;
  const phase: ReadingPhase = keptAnswer
    ? { kind: keptAnswer }
    : keptValues.length > 0 && kept
      ? { kind: 'offer', values: keptValues, document: kept.document, saving: false }
      : current;
  const setPhase = useCallback(
    (next: ReadingPhase) => setShown({ phase: next, taken: takenNow.current }),
    [],
  );
  // The reading asked last: an answer to an earlier one, or of older photos, is dropped.
  const asked = useRef(0);

  const failed = useCallback(
    (error: unknown) =>
      isApiError(error) && error.code === 'BIOMETRIC_CONSENT_REQUIRED'
        ? setPhase({ kind: 'consent', saving: false, askedAt: terms.acceptedAt })
        : setPhase({ kind: 'failed', failure: failureOf(error, intl) }),
    [intl, setPhase, terms.acceptedAt],
  );

  const read = useCallback(async () => {
    const ask = ++asked.current;
    const of = takenNow.current;
    const stale = () => ask !== asked.current || of !== takenNow.current;
    setPhase({ kind: 'reading' });
    try {
      const answer = await readDocument(link).unwrap();
      if (stale()) return;
      const values = offeredValues(answer, foreign, typedName?.());
      forgetAnswer(link);
      setPhase(
        values.length > 0
          ? { kind: 'offer', values, document: answer.document, saving: false }
          : { kind: 'nothing' },
      );
    } catch (error) {
      if (!stale()) failed(error);
    }
  }, [link, foreign, typedName, readDocument, failed, setPhase]);

  /** The image terms accepted here, where the reading needs them, then the photos are read. */
  const consent = useConsentThen(terms, setPhase, read, failed);

  const use = useCallback(
    async (offer: Extract<ReadingPhase, { kind: 'offer' }>) => {
      // Read of photos since replaced: nothing of it is used, the new ones are to be read.
      if (taken !== takenNow.current) return setPhase(INTRO);
      setPhase({ ...offer, saving: true });
      const fields: UsedValues = filledFields(offer.values);
      try {
        await save({ link, fields }).unwrap();
        onUsed?.(fields);
        keepAnswer(link, offer.values, 'used');
        setPhase({ kind: 'used' });
      } catch (error) {
        failed(error);
      }
    },
    [link, save, failed, onUsed, setPhase, taken],
  );

  const decline = useCallback(
    (offer: Extract<ReadingPhase, { kind: 'offer' }>) => {
      keepAnswer(link, offer.values, 'declined');
      setPhase({ kind: 'declined' });
    },
    [link, setPhase],
  );
  return { phase, read, consent, use, decline };
};
