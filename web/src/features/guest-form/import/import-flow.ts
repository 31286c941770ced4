import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ImportCodeChannel, ImportDocType } from '@chegada/contracts';
import {
  useFindPreviousDataMutation,
  useImportPreviousDataMutation,
  useSendImportCodeMutation,
  type PreviousDataCandidate,
} from './import-api';
import type { GuestLink } from '../api/guest-form-types';

export type ImportPhase =
  | { step: 'find' }
  | { step: 'none' }
  | { step: 'choose'; candidate: PreviousDataCandidate }
  | { step: 'code'; candidate: PreviousDataCandidate; destination: string }
  | { step: 'done' };

/**
 * A returning guest's import (spec §5, §8): the document finds earlier stays with the same
 * host, a 6-digit code goes to the masked destination chosen, and the code brings the data in.
 */
export const useImportFlow = (
  link: GuestLink,
  onImported: (fields: Record<string, unknown>) => void,
) => {
  const { locale } = useIntl();
  const lang = locale as 'pt-BR' | 'en-US' | 'es-ES';
  const [phase, setPhase] = useState<ImportPhase>({ step: 'find' });
  const [find] = useFindPreviousDataMutation();
  const [sendCode] = useSendImportCodeMutation();
  const [importData] = useImportPreviousDataMutation();

  const lookUp = async (docType: ImportDocType, doc: string) => {
    const candidates = await find({
      id: link.id,
      request: { doc, docType, source: link.source },
    }).unwrap();
    const [candidate] = candidates;
    setPhase(candidate ? { step: 'choose', candidate } : { step: 'none' });
  };

  const send = async (candidate: PreviousDataCandidate, channel: ImportCodeChannel) => {
    const answer = await sendCode({
      lang,
      selectedGuestId: candidate.selectedGuestId,
      channel,
    }).unwrap();
    setPhase({ step: 'code', candidate, destination: answer.destination });
  };

  const confirm = async (candidate: PreviousDataCandidate, code: string) => {
    const answer = await importData({
      link,
      actualGuestId: link.id,
      selectedGuestId: candidate.selectedGuestId,
      code,
      isGoingToCurrentReservation: true,
      lang,
    }).unwrap();
    setPhase({ step: 'done' });
    onImported(answer.data);
  };

  return { phase, restart: () => setPhase({ step: 'find' }), lookUp, send, confirm };
};
