import type {
  LivenessCheckAnswer,
  LivenessMove,
  LivenessSession,
  LivenessState,
} from '@chegada/contracts';
import { requestJson } from '@chegada/testing';
import type { GuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import { guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { faceImage } from './sample-faces';

export type Answer<T> = {
  status: number;
  headers: Headers;
  body: T & { code?: string; message: string };
};

// Still pictures stand for head moves: the sample face is turned to its own right; mirrored,
// the same person turns to the left (frames are the camera's unmirrored picture).
export const frameFor = (move: LivenessMove): Promise<Buffer> =>
  faceImage('ana', { mirrored: move === 'turn-left' });

export const movesOf = (challenge: LivenessMove[]) => Promise.all(challenge.map(frameFor));

/** The guest's liveness routes over HTTP, on the main guest's link of `world`'s host. */
export const livenessCalls = (world: GuestFilesWorld) => {
  const headers = (language = 'en-US') => guestHeaders(world.host, { 'accept-language': language });
  const start = async (id: string, language?: string) =>
    (await requestJson(`${world.app.baseUrl}/api/stays/guestForm/${id}/liveness`, {
      method: 'POST',
      headers: headers(language),
    })) as Answer<LivenessSession>;
  /** The check as a reloaded page reads it. */
  const state = async (id: string) =>
    (await requestJson(`${world.app.baseUrl}/api/stays/guestForm/${id}/liveness`, {
      headers: headers(),
    })) as Answer<LivenessState>;
  const check = async (id: string, sessionId: string, frames: Buffer[], language?: string) => {
    const body = new FormData();
    for (const [index, frame] of frames.entries())
      body.append('frames', new Blob([frame], { type: 'image/jpeg' }), `frame-${index}.jpg`);
    const response = await fetch(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/liveness/${sessionId}/check`,
      { method: 'POST', body, headers: headers(language) },
    );
    const answer = (await response.json()) as Answer<LivenessCheckAnswer>['body'];
    return { status: response.status, headers: response.headers, body: answer };
  };
  const started = async (id: string) => {
    const session = await start(id);
    if (session.status !== 201) throw new Error(`liveness start answered ${session.status}`);
    return session.body;
  };
  /** A check of the moves asked (passes), or of them in reverse order (fails). */
  const checked = async (id: string, outcome: 'passed' | 'turned-the-other-way') => {
    const { sessionId, challenge } = await started(id);
    const moves = outcome === 'passed' ? challenge : [...challenge].reverse();
    return check(id, sessionId, [await faceImage('ana'), ...(await movesOf(moves))]);
  };
  return { headers, start, state, check, started, checked };
};
