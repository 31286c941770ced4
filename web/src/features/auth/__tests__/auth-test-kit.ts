import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SessionUser } from '../../../lib/session/session-user';
import { TOKEN } from '../../../testing/session-handlers';

/** The bodies a POST received, in order. */
export type Posted = Record<string, unknown>[];

/** POST /api/<path> answering `body` with `status`, recording what was sent. */
export const post = (path: string, status: number, body: JsonBodyType, posted: Posted = []) =>
  http.post(`*/api/${path}`, async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(body, { status });
  });

/** How the API answers a successful login or registration: the stored-token fixture. */
export const signedIn = (user: SessionUser) => ({ user, token: TOKEN });

export { validationFailed } from '../../../testing/fixtures';

export const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

/** A field's error as a visitor's screen reader reads it: the input's description. */
export const expectFieldError = (label: string, error: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(error));
