import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LivenessFailure, LivenessSession, LivenessState } from '@chegada/contracts';
import { isApiError } from '../../../lib/api/api-error';
import type { GuestLink } from '../api/guest-form-types';
import { failureOf, type Failure } from '../components/failure-text';
import { staleTermsRequest, useConsentThen, useImageTerms } from '../components/use-image-terms';
import { cameraMayOpen } from './camera';
import {
  useCheckLivenessMutation,
  useLivenessStateQuery,
  useStartLivenessMutation,
} from './liveness-api';

/**
 * Where the guest is in the check. Only 'closed' (the 5th failure, or the server says the path
 * is closed, on a reload too) and 'noCamera' (none, or refused) lead to the selfie upload the
 * host reviews by hand (issue 29): while the check can run, it is the way. Phases keep what
 * happened, not sentences: the texts are worded when shown, in the page's language then.
 */
export type CheckPhase =
  // The server's state not known yet (the page just opened): no button to press before it.
  | { kind: 'loading' }
  | { kind: 'intro' }
  | { kind: 'consent'; saving: boolean; askedAt: number }
  | { kind: 'starting' }
  | { kind: 'capturing'; session: LivenessSession }
  | { kind: 'sending' }
  // `selfie`: the straight-ahead picture this page sent, kept as the selfie (none after a reload).
  | { kind: 'passed'; selfieKept: boolean; selfie?: Blob }
  | { kind: 'failed'; reason: LivenessFailure; attemptsLeft: number }
  | { kind: 'startFailed'; failure: Failure }
  | { kind: 'closed'; lastAttempt: boolean; until: string | null }
  | { kind: 'noCamera' };

const INTRO: CheckPhase = { kind: 'intro' };
const LOADING: CheckPhase = { kind: 'loading' };

/**
 * Where a page opened (or reloaded) mid-step finds the check, from the server's answer: passed,
 * failed with attempts left (the last verdict again), or not started; closed is read apart.
 */
const phaseOnOpen = (state: LivenessState | undefined): CheckPhase =>
  state?.passed
    ? { kind: 'passed', selfieKept: false }
    : state?.lastFailure && state.attemptsLeft > 0
      ? { kind: 'failed', reason: state.lastFailure, attemptsLeft: state.attemptsLeft }
      : INTRO;

/**
 * The check's calls and what each answer leads to: consent first (the server refuses any image
 * before it), a session, the frames judged, and the upload path once closed or without camera.
 */
export const useLivenessCheck = (link: GuestLink) => {
  const intl = useIntl();
  const [shown, setPhase] = useState<CheckPhase>(INTRO);
  // The pass a check done again replaces only by its own: a camera closed halfway goes back to it.
  const passed = useRef<CheckPhase>(INTRO);
  // Closed before this page opened (a reload after the 5th failure): the upload, at once.
  const state = useLivenessStateQuery(link);
  const [start] = useStartLivenessMutation();
  const [check] = useCheckLivenessMutation();
  const terms = useImageTerms(link);
  const closedUntil = state.data?.closedUntil ?? null;
  // The server gives a date only while the check is closed.
  const closedNow = closedUntil !== null;
  const phase: CheckPhase =
    (shown.kind === 'intro' && closedNow) || (shown.kind === 'closed' && !shown.until)
      ? {
          kind: 'closed',
          lastAttempt: shown.kind === 'closed' && shown.lastAttempt,
          until: closedUntil,
        }
      : staleTermsRequest(shown, terms.acceptedAt)
        ? INTRO
        : shown.kind !== 'intro'
          ? shown
          : state.isLoading
            ? LOADING
            : phaseOnOpen(state.data);

  // A refusal the guest can act on gets its own screen; any other says what the server said.
  const refused = useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'BIOMETRIC_CONSENT_REQUIRED')
        setPhase({ kind: 'consent', saving: false, askedAt: terms.acceptedAt });
      else if (code === 'LIVENESS_CLOSED') {
        setPhase({ kind: 'closed', lastAttempt: false, until: null });
        void state.refetch();
      } else setPhase({ kind: 'startFailed', failure: failureOf(error, intl) });
    },
    [intl, terms.acceptedAt, state],
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
  const consent = useConsentThen(terms, setPhase, begin, refused);

  // The 5th failure closes the check as the next start would say (30 minutes): the verdict
  // without its "Try again", since there is none left (issue 29).
  const send = useCallback(
    async (session: LivenessSession, frames: Blob[]) => {
      setPhase({ kind: 'sending' });
      try {
        const answer = await check({ link, sessionId: session.sessionId, frames }).unwrap();
        if (answer.passed) {
          const selfieKept = answer.selfieKept ?? false;
          passed.current = {
            kind: 'passed',
            selfieKept,
            selfie: selfieKept ? frames[0] : undefined,
          };
          return setPhase(passed.current);
        }
        setPhase(
          answer.attemptsLeft > 0
            ? { kind: 'failed', reason: answer.reason, attemptsLeft: answer.attemptsLeft }
            : { kind: 'closed', lastAttempt: true, until: null },
        );
      } catch (error) {
        refused(error);
      }
    },
    [link, check, refused],
  );

  const noCamera = useCallback(() => setPhase({ kind: 'noCamera' }), []);
  const cancel = useCallback(() => setPhase(passed.current), []);
  return { phase, begin, consent, send, noCamera, cancel };
};
