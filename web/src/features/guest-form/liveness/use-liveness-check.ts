import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LivenessSession } from '@chegada/contracts';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestLink } from '../api/guest-form-types';
import { cameraMayOpen } from './camera';
import { useCheckLivenessMutation, useStartLivenessMutation } from './liveness-api';

/**
 * Where the guest is in the check. Only 'closed' (the 5th failure, or the server says the path
 * is closed) and 'noCamera' (none, or refused) lead to the selfie upload the host reviews by
 * hand (issue 29): while the check can run, it is the way.
 */
export type CheckPhase =
  | { kind: 'intro' }
  | { kind: 'consent'; saving: boolean }
  | { kind: 'starting' }
  | { kind: 'capturing'; session: LivenessSession }
  | { kind: 'sending' }
  | { kind: 'passed'; message: string; selfieKept: boolean }
  | { kind: 'failed'; message: string; attemptsLeft: number }
  | { kind: 'startFailed'; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'noCamera' };

/**
 * The check's calls and what each answer leads to: consent first (the server refuses any image
 * before it), a session, the frames judged, and the upload path once closed or without camera.
 */
export const useLivenessCheck = (link: GuestLink) => {
  const intl = useIntl();
  const [phase, setPhase] = useState<CheckPhase>({ kind: 'intro' });
  const [start] = useStartLivenessMutation();
  const [check] = useCheckLivenessMutation();
  const [save] = useSaveGuestFormMutation();

  // A refusal the guest can act on gets its own screen; any other says what the server said.
  const refused = useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : undefined;
      const message = describeApiError(intl.formatMessage, error);
      if (code === 'BIOMETRIC_CONSENT_REQUIRED') setPhase({ kind: 'consent', saving: false });
      else if (code === 'LIVENESS_CLOSED') setPhase({ kind: 'closed', message });
      else if (isApiError(error) && error.messageId === null)
        setPhase({ kind: 'startFailed', message });
      else
        setPhase({
          kind: 'startFailed',
          message: `${intl.formatMessage({ id: 'guest.selfie.check.startFailed' })} ${message}`,
        });
    },
    [intl],
  );

  const begin = useCallback(async () => {
    // No camera, or one refused before: no terms to ask, no session to spend, the upload at once.
    if (!(await cameraMayOpen())) {
      setPhase({ kind: 'noCamera' });
      return;
    }
    setPhase({ kind: 'starting' });
    try {
      setPhase({ kind: 'capturing', session: await start(link).unwrap() });
    } catch (error) {
      refused(error);
    }
  }, [link, start, refused]);

  /** The image terms accepted here, where the check needs them, then the check starts. */
  const consent = useCallback(async () => {
    setPhase({ kind: 'consent', saving: true });
    try {
      await save({ link, fields: { imageTermsAccepted: true } }).unwrap();
    } catch (error) {
      refused(error);
      return;
    }
    await begin();
  }, [link, save, begin, refused]);

  // The 5th failure closes the check as the next start would say (30 minutes): the verdict
  // without its "Try again", since there is none left (issue 29).
  const lastAttempt = [
    intl.formatMessage({ id: 'guest.selfie.check.lastFailed' }),
    intl.formatMessage({ id: 'guest.selfie.check.lastAttempt' }),
  ].join(' ');
  const send = useCallback(
    async (session: LivenessSession, frames: Blob[]) => {
      setPhase({ kind: 'sending' });
      try {
        const answer = await check({ link, sessionId: session.sessionId, frames }).unwrap();
        setPhase(
          answer.passed
            ? { kind: 'passed', message: answer.message, selfieKept: answer.selfieKept ?? false }
            : answer.attemptsLeft > 0
              ? { kind: 'failed', message: answer.message, attemptsLeft: answer.attemptsLeft }
              : { kind: 'closed', message: lastAttempt },
        );
      } catch (error) {
        refused(error);
      }
    },
    [link, check, refused, lastAttempt],
  );

  const noCamera = useCallback(() => setPhase({ kind: 'noCamera' }), []);
  const cancel = useCallback(() => setPhase({ kind: 'intro' }), []);
  return { phase, begin, consent, send, noCamera, cancel };
};
