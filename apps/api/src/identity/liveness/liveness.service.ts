import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import {
  additionalGuestFileField,
  type LivenessOutcome,
  type LivenessSession,
  type LivenessState,
} from '@chegada/contracts';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import { AppError } from '../../common';
import { UploadedFileSaver, type GuestLinkRequest } from '../../guest-form';
import { BiometricConsent } from '../biometric-consent';
import { FaceEngine, type ImageFaces } from '../face-engine';
import { IdentityReviews } from '../host-review/identity-reviews';
import { LivenessFrames } from './liveness-frames';
import { drawChallenge, judgeLiveness } from './liveness-challenge';
import {
  LivenessSessionsRepository,
  type LivenessSessionRow,
} from './liveness-sessions.repository';

const SESSION_MS = 2 * 60 * 1000;
/** After this many failed checks within CLOSED_MS the path closes until the oldest ages out. */
export const MAX_FAILURES = 5;
const CLOSED_MS = 30 * 60 * 1000;

/** The anti-spoof score of the largest face in the straight-ahead frame, when there is one. */
const antiSpoofOf = (faces: ImageFaces | undefined): number | null =>
  Array.isArray(faces) ? (faces[0]?.real ?? null) : null;

/** A companion whose data was erased at their request gives no face again (issue 32). */
const assertNotErased = (target: GuestLinkRequest['target'], guest: string): void => {
  if (target.reservation.erasedCompanions.includes(guest))
    throw new AppError('COMPANION_DATA_ERASED');
};

/** Liveness sessions: a random challenge of head moves, judged by our own models. */
@Injectable()
export class Liveness {
  constructor(
    private readonly sessions: LivenessSessionsRepository,
    private readonly engine: FaceEngine,
    private readonly consent: BiometricConsent,
    private readonly vault: PersonalDataVault,
    private readonly files: UploadedFileSaver,
    private readonly frames: LivenessFrames,
    private readonly reviews: IdentityReviews,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async start({ reservationId, guest, target }: GuestLinkRequest): Promise<LivenessSession> {
    assertNotErased(target, guest);
    await this.assertConsent(reservationId, target.state.form, guest);
    await this.assertOpen(reservationId, guest);
    const session = {
      id: randomUUID(),
      reservationId,
      guest,
      challenge: drawChallenge(this.config.LIVENESS_MOVES),
      expiresAt: new Date(Date.now() + SESSION_MS),
    };
    await this.sessions.create(session);
    return {
      sessionId: session.id,
      challenge: session.challenge,
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  /** Judges the frames (the straight one, then one per move); a failure is an answer, not an error. */
  async check(
    link: GuestLinkRequest,
    sessionId: string,
    frames: Buffer[],
  ): Promise<LivenessOutcome> {
    const { reservationId, guest } = link;
    const session = await this.sessionOf(link, sessionId);
    assertNotErased(link.target, guest);
    await this.assertConsent(reservationId, link.target.state.form, guest);
    await this.assertOpen(reservationId, guest);
    if (frames.length !== session.challenge.length + 1) {
      const count = session.challenge.length + 1;
      throw new AppError('VALIDATION_FAILED', [
        { field: 'frames', key: 'liveness.framesCount', values: { count } },
      ]);
    }
    if (!(await this.sessions.claim(session.id))) throw new AppError('LIVENESS_SESSION_USED');
    const faces = await this.engine.read(frames).catch(async (error: unknown) => {
      await this.sessions.release(session.id);
      throw error;
    });
    const verdict = judgeLiveness(session.challenge, faces, this.config.FACE_REVIEW_THRESHOLD);
    const descriptor = verdict.passed
      ? await this.vault.seal(biometricSubjectOf(reservationId), verdict.descriptor)
      : null;
    // Kept before the outcome: a check the host reads always has its frames.
    await this.frames.keep(reservationId, session.id, frames);
    await this.sessions.recordOutcome(session.id, {
      passed: verdict.passed,
      reason: verdict.passed ? null : verdict.reason,
      descriptor,
      frames: frames.length,
      antiSpoof: antiSpoofOf(faces[0]),
    });
    await this.reviews.refresh(reservationId);
    if (verdict.passed) return { passed: true, selfieKept: await this.keepSelfie(link, frames[0]) };
    const failures = await this.recentFailures(reservationId, guest);
    const attemptsLeft = Math.max(0, MAX_FAILURES - failures.length);
    return { passed: false, reason: verdict.reason, frame: verdict.frame, attemptsLeft };
  }

  /**
   * The straight-ahead frame becomes the guest's selfie, saved as a PUT of that part would
   * (sanitized, encrypted, the form's event); a form that can no longer change keeps its own.
   */
  private async keepSelfie(link: GuestLinkRequest, frame: Buffer | undefined): Promise<boolean> {
    const key = link.additionalGuestKey;
    const keys = (link.target.state.form.additionalGuests as { key?: unknown }[] | undefined) ?? [];
    const index = keys.findIndex((guest) => guest.key === key);
    const field = key === undefined ? 'doc_selfie' : additionalGuestFileField(index, 'doc_selfie');
    if (!frame || (key !== undefined && index < 0)) return false;
    try {
      this.files.assertCanChange(link.target, link.context, key);
    } catch {
      return false;
    }
    await this.files.saveFile(
      link.target,
      { field, stream: Readable.from([frame]) },
      link.context,
      key,
    );
    return true;
  }

  private async sessionOf(link: GuestLinkRequest, sessionId: string): Promise<LivenessSessionRow> {
    const session = await this.sessions.find(sessionId);
    // Another guest's or another reservation's session is no session of this link.
    if (!session || session.reservationId !== link.reservationId || session.guest !== link.guest)
      throw new AppError('NOT_FOUND');
    if (session.checkedAt) throw new AppError('LIVENESS_SESSION_USED');
    if (session.expiresAt.getTime() <= Date.now()) throw new AppError('LIVENESS_SESSION_EXPIRED');
    return session;
  }

  private async assertConsent(reservationId: string, form: object, guest: string): Promise<void> {
    if (!(await this.consent.allows(reservationId, form, guest)))
      throw new AppError('BIOMETRIC_CONSENT_REQUIRED');
  }

  private recentFailures(reservationId: string, guest: string): Promise<Date[]> {
    return this.sessions.failuresSince(reservationId, guest, new Date(Date.now() - CLOSED_MS));
  }

  /**
   * Whether the guest's check is closed, until when, and the attempts left: what a page
   * reloaded after the 5th failure shows (the selfie upload), as the next start would say.
   */
  async state({ reservationId, guest }: GuestLinkRequest): Promise<LivenessState> {
    const [failures, summaries] = await Promise.all([
      this.recentFailures(reservationId, guest),
      this.sessions.summaryOfReservation(reservationId),
    ]);
    const closedUntil = this.closedUntil(failures);
    const summary = summaries.find((each) => each.guest === guest);
    return {
      closedUntil: closedUntil?.toISOString() ?? null,
      attemptsLeft: Math.max(0, MAX_FAILURES - failures.length),
      passed: summary?.passed ?? false,
      lastFailure: failures.length > 0 ? (summary?.lastFailure ?? null) : null,
    };
  }

  /** Closed while 5 failures are less than 30 minutes old: until the 5th latest ages out. */
  private closedUntil(failures: readonly Date[]): Date | null {
    const oldest = failures[MAX_FAILURES - 1];
    return oldest ? new Date(oldest.getTime() + CLOSED_MS) : null;
  }

  /** LIVENESS_CLOSED (429, Retry-After) while 5 failures are less than 30 minutes old. */
  private async assertOpen(reservationId: string, guest: string): Promise<void> {
    const until = this.closedUntil(await this.recentFailures(reservationId, guest));
    if (!until) return;
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    throw new AppError('LIVENESS_CLOSED', [], {
      minutes: Math.ceil(seconds / 60),
      retryAfterSeconds: seconds,
    });
  }
}
