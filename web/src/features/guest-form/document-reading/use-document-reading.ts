import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MrzDocument } from '@chegada/contracts';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestLink } from '../api/guest-form-types';
import { useReadDocumentMutation } from './document-reading-api';
import { offeredValues, type OfferedValue } from './offered-values';

/** Where the guest is: nothing fills a field before 'offer' was confirmed ('used'). */
export type ReadingPhase =
  | { kind: 'intro' }
  | { kind: 'reading' }
  | { kind: 'consent'; saving: boolean }
  | { kind: 'offer'; values: OfferedValue[]; document: MrzDocument | null; saving: boolean }
  | { kind: 'nothing' }
  | { kind: 'used' }
  | { kind: 'declined' }
  | { kind: 'failed'; message: string };

/** The values the guest chose to use, by field, as they were saved. */
export type UsedValues = Partial<Record<OfferedValue['field'], string>>;

/**
 * The document reading's calls: the photos read on the server (consent first, as for the
 * selfie), the values offered, and saved into the form only when the guest confirms them —
 * the link's own guest's (the main guest's, or a companion's on their own link); `onUsed`
 * hands them to a form on screen that holds those fields.
 */
export const useDocumentReading = (
  link: GuestLink,
  foreign: boolean,
  onUsed?: (values: UsedValues) => void,
) => {
  const intl = useIntl();
  const [phase, setPhase] = useState<ReadingPhase>({ kind: 'intro' });
  const [readDocument] = useReadDocumentMutation();
  const [save] = useSaveGuestFormMutation();

  const failed = useCallback(
    (error: unknown) =>
      isApiError(error) && error.code === 'BIOMETRIC_CONSENT_REQUIRED'
        ? setPhase({ kind: 'consent', saving: false })
        : setPhase({ kind: 'failed', message: describeApiError(intl.formatMessage, error) }),
    [intl],
  );

  const read = useCallback(async () => {
    setPhase({ kind: 'reading' });
    try {
      const answer = await readDocument(link).unwrap();
      const values = offeredValues(answer, foreign);
      setPhase(
        values.length > 0
          ? { kind: 'offer', values, document: answer.document, saving: false }
          : { kind: 'nothing' },
      );
    } catch (error) {
      failed(error);
    }
  }, [link, foreign, readDocument, failed]);

  /** The image terms accepted here, where the reading needs them, then the photos are read. */
  const consent = useCallback(async () => {
    setPhase({ kind: 'consent', saving: true });
    try {
      await save({ link, fields: { imageTermsAccepted: true } }).unwrap();
    } catch (error) {
      failed(error);
      return;
    }
    await read();
  }, [link, save, read, failed]);

  const use = useCallback(
    async (offer: Extract<ReadingPhase, { kind: 'offer' }>) => {
      setPhase({ ...offer, saving: true });
      const fields: UsedValues = Object.fromEntries(
        offer.values.map(({ field, value }) => [field, value]),
      );
      try {
        await save({ link, fields }).unwrap();
        onUsed?.(fields);
        setPhase({ kind: 'used' });
      } catch (error) {
        failed(error);
      }
    },
    [link, save, failed, onUsed],
  );

  const decline = useCallback(() => setPhase({ kind: 'declined' }), []);
  return { phase, read, consent, use, decline };
};
