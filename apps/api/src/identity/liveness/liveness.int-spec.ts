import { sql } from 'kysely';
import { anOwner, apiAs } from '@chegada/testing';
import { aGuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import {
  aCompleteForm,
  aGuestReservation,
  putGuestForm,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { frameFor, livenessCalls, movesOf } from '../__fixtures__/liveness-calls';
import { blankImage, faceImage } from '../__fixtures__/sample-faces';

describe('the liveness challenge (models run for real, on still pictures)', () => {
  // Only turns: pictures cannot nod; the judge of nods is covered by liveness-challenge.spec.
  const world = aGuestFilesWorld('liveness', { LIVENESS_MOVES: 'turn-left,turn-right' });

  const { headers, start, state, check, started } = livenessCalls(world);
  const aGuest = async ({ imageTermsAccepted = true } = {}) => {
    const id = await aGuestReservation(world.app, world.host);
    const data = aCompleteForm({ submit: false, imageTermsAccepted });
    const saved = await putGuestForm(world.app, `/stays/guestForm/${id}`, { data }, headers());
    expect(saved.status).toBe(200);
    return id;
  };
  const selfiesOf = async (id: string) =>
    (
      await apiAs(
        world.app,
        world.owner,
      )<{ items: { guest: string; kind: string }[] }>(`/stays/reservations/${id}/documents`)
    ).body.items.filter((item) => item.kind === 'doc_selfie');

  it('passes the guest who makes the moves asked, in order, and refuses the session again', async () => {
    const id = await aGuest();
    const { sessionId, challenge, expiresAt } = await started(id);
    expect(new Set(challenge)).toEqual(new Set(['turn-left', 'turn-right']));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(2 * 60 * 1000);
    const frames = [await faceImage('ana'), ...(await movesOf(challenge))];
    expect(await check(id, sessionId, frames)).toMatchObject({
      status: 200,
      body: { passed: true, selfieKept: true, message: 'Liveness check passed.' },
    });
    // The straight-ahead frame is the selfie the host reviews.
    expect(await selfiesOf(id)).toEqual([expect.objectContaining({ guest: 'main' })]);
    expect(await check(id, sessionId, frames)).toMatchObject({
      status: 409,
      body: { code: 'LIVENESS_SESSION_USED' },
    });
  });

  it('fails moves in the wrong order as "turned the other way", in the guest’s language', async () => {
    const id = await aGuest();
    const { sessionId, challenge } = await started(id);
    const frames = [await faceImage('ana'), ...(await movesOf([...challenge].reverse()))];
    const answer = await check(id, sessionId, frames, 'pt-BR');
    expect(answer.body).toMatchObject({
      passed: false,
      reason: 'turned-the-other-way',
      frame: 1,
      attemptsLeft: 4,
    });
    expect(answer.body.message).toMatch(/^Resultado da verificação facial inconsistente\./);
    expect(answer.body.message).toContain('você virou para o outro lado');
    expect(await selfiesOf(id)).toEqual([]);
  });

  it('fails a frame without a face, and one of another person', async () => {
    const id = await aGuest();
    const first = await started(id);
    const noFace = [await faceImage('ana'), await blankImage(), await frameFor('turn-right')];
    expect((await check(id, first.sessionId, noFace)).body).toMatchObject({
      passed: false,
      reason: 'no-face',
      frame: 1,
    });
    const second = await started(id);
    const someoneElse = [
      await faceImage('ana'),
      await faceImage('bia'),
      ...(await movesOf(second.challenge.slice(1))),
    ];
    expect((await check(id, second.sessionId, someoneElse)).body).toMatchObject({
      passed: false,
      reason: 'not-same-person',
      frame: 1,
      message: 'Liveness result inconsistent. Try again: the same person must be in every picture.',
    });
  });

  it('refuses an unknown or expired session, and frames that do not fit the challenge', async () => {
    const id = await aGuest();
    const { sessionId, challenge } = await started(id);
    expect(await check(id, sessionId, [await faceImage('ana')], 'es-ES')).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'frames', message: expect.stringContaining('Envía 3 fotos') }],
      },
    });
    for (const unknown of ['not-a-session', '0b6f4d0e-3c39-4c57-9d0e-7a43f2b1c9aa'])
      expect((await check(id, unknown, [await faceImage('ana')])).status).toBe(404);
    await sql`update identity_liveness_sessions set expires_at = now() - interval '1 second'
              where id = ${sessionId}`.execute(world.app.database.db);
    const frames = [await faceImage('ana'), ...(await movesOf(challenge))];
    expect(await check(id, sessionId, frames)).toMatchObject({
      status: 410,
      body: { code: 'LIVENESS_SESSION_EXPIRED' },
    });
  });

  it('closes the path for 30 minutes after 5 failed checks, as a reloaded page reads it', async () => {
    const id = await aGuest();
    expect((await state(id)).body).toEqual({
      closedUntil: null,
      attemptsLeft: 5,
      passed: false,
      lastFailure: null,
    });
    const blank = await blankImage();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { sessionId } = await started(id);
      const answer = await check(id, sessionId, [blank, blank, blank]);
      expect(answer.body).toMatchObject({ passed: false, attemptsLeft: 5 - attempt });
      // A page reloaded now shows that verdict again, with the attempts left.
      if (attempt === 1)
        expect((await state(id)).body).toMatchObject({
          closedUntil: null,
          attemptsLeft: 4,
          passed: false,
          lastFailure: (answer.body as { reason?: string }).reason,
        });
    }
    const closed = await start(id);
    expect(closed).toMatchObject({ status: 429, body: { code: 'LIVENESS_CLOSED' } });
    expect(closed.body.message).toContain('Try again in 30 min');
    expect(Number(closed.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    const reloaded = await state(id);
    expect(reloaded).toMatchObject({ status: 200, body: { attemptsLeft: 0 } });
    const minutesLeft = (Date.parse(reloaded.body.closedUntil ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('shows the host who passed, who failed and how, and keeps another account out', async () => {
    const passedId = await aGuest();
    const session = await started(passedId);
    const frames = [await faceImage('ana'), ...(await movesOf(session.challenge))];
    expect((await check(passedId, session.sessionId, frames)).body).toMatchObject({ passed: true });
    // A page reloaded after the pass reads it: no new start offered.
    expect((await state(passedId)).body).toMatchObject({ passed: true, lastFailure: null });
    const failedId = await aGuest();
    const failing = await started(failedId);
    await check(failedId, failing.sessionId, [
      await faceImage('ana'),
      ...(await movesOf([...failing.challenge].reverse())),
    ]);
    const notDoneId = await aGuest();

    const reviewOf = async (id: string) =>
      (await apiAs(world.app, world.owner)(`/stays/reservations/${id}/identity-checks`)).body;
    expect(await reviewOf(passedId)).toMatchObject({
      guests: [{ guest: 'main', liveness: { status: 'passed', failedAttempts: 0 } }],
    });
    expect(await reviewOf(failedId)).toMatchObject({
      guests: [
        {
          guest: 'main',
          liveness: { status: 'failed', failedAttempts: 1, lastFailure: 'turned-the-other-way' },
          faceMatch: null,
        },
      ],
    });
    expect(await reviewOf(notDoneId)).toMatchObject({
      guests: [{ guest: 'main', liveness: { status: 'not-done', checkedAt: null } }],
    });
    // The anti-spoof model's score of the straight-ahead frame, for information (it decided
    // nothing: the check passed on its moves); none where no check ran.
    const scores = await Promise.all(
      [passedId, failedId, notDoneId].map(async (id) => {
        const { guests } = (await reviewOf(id)) as { guests: { antiSpoofScore: unknown }[] };
        return guests[0]?.antiSpoofScore;
      }),
    );
    expect(
      scores.slice(0, 2).every((score) => typeof score === 'number' && score >= 0 && score <= 1),
    ).toBe(true);
    expect(scores[2]).toBeNull();
    const stranger = await anOwner(world.app, 'Stranger');
    const theirs = await apiAs(
      world.app,
      stranger,
    )(`/stays/reservations/${passedId}/identity-checks`);
    expect(theirs.status).toBe(404);
  });

  it('starts nothing before the guest accepted the image terms', async () => {
    const id = await aGuest({ imageTermsAccepted: false });
    expect(await start(id)).toMatchObject({
      status: 422,
      body: {
        code: 'BIOMETRIC_CONSENT_REQUIRED',
        message: 'Liveness start failed: accept the image terms first.',
      },
    });
  });
});
