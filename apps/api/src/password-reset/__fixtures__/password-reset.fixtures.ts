import { randomUUID } from 'node:crypto';
import { Role } from '@chegada/contracts';
import {
  eventually,
  insertUser,
  requestJson,
  startSmtpPeer,
  startTestApp,
  type SmtpPeer,
  type TestApp,
} from '@chegada/testing';

export const PUBLIC_URL = 'https://app.chegada.test';

const peers = new WeakMap<TestApp, SmtpPeer>();

/**
 * The API and the worker in one process, sending e-mail to an SMTP peer: the reset link is
 * read where the user reads it (the outbox keeps its token masked).
 */
export const startRecoveryApp = async (): Promise<TestApp> => {
  const smtp = await startSmtpPeer();
  const app = await startTestApp({
    PROCESS: 'api,projections,worker',
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    REDIS_PREFIX: `test-${randomUUID()}`,
  });
  peers.set(app, smtp);
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await smtp.close();
  };
  return app;
};

export type SeededUser = { email: string; password: string; name: string };

/** A store owner with a unique e-mail; `active: false` makes a deactivated one. */
export const seedUser = async (
  app: TestApp,
  overrides: Partial<SeededUser> & { active?: boolean } = {},
): Promise<SeededUser> => {
  const user = {
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    password: 'first password',
    name: 'Ana Souza',
    ...overrides,
  };
  await insertUser(app, { ...user, role: Role.DEFAULT_USER, active: overrides.active });
  return user;
};

// A different client address per call, so the per-IP limit only counts where a test means it.
let lastOctet = 0;
export const nextIp = (): string => `198.51.100.${(lastOctet++ % 250) + 1}`;

export type RecoverOptions = { ip?: string; headers?: Record<string, string>; query?: string };

export const recoverPassword = (app: TestApp, body: unknown, options: RecoverOptions = {}) =>
  requestJson<Record<string, unknown>>(
    `${app.baseUrl}/api/recover-password${options.query ?? ''}`,
    {
      body,
      headers: { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers },
    },
  );

export const resetPassword = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  requestJson<Record<string, unknown>>(`${app.baseUrl}/api/reset-password`, { body, headers });

export const login = (app: TestApp, email: string, password: string) =>
  requestJson(`${app.baseUrl}/api/login`, {
    body: { email, password },
    headers: { 'x-forwarded-for': nextIp() },
  });

export type EmailMessage = { to: string; subject: string; text: string };

/** The reset e-mails sent to `email`, oldest first. */
export const resetEmailsTo = async (app: TestApp, email: string): Promise<EmailMessage[]> =>
  (peers.get(app)?.received ?? [])
    .map((mail) => ({
      to: mail.to && !Array.isArray(mail.to) ? (mail.to.value[0]?.address ?? '') : '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    }))
    .filter((mail) => mail.to === email);

/** Waits until `count` reset e-mails have reached `email`, and answers them, oldest first. */
export const waitForResetEmails = (app: TestApp, email: string, count = 1) =>
  eventually(
    async () => {
      const emails = await resetEmailsTo(app, email);
      return emails.length >= count ? emails : undefined;
    },
    10_000,
    `${count} reset e-mail(s) to ${email}`,
  );

/** The token of the e-mail's link, which must point at the web client's /recover page. */
export const tokenOf = (email: EmailMessage): string => {
  const match = new RegExp(`${PUBLIC_URL}/recover\\?token=([\\w-]{43})(?:\\s|$)`).exec(email.text);
  if (!match?.[1]) throw new Error(`No reset link in: ${email.text}`);
  return match[1];
};

/** Asks for a reset of `email` and answers the token the e-mail carries. */
export const requestResetToken = async (app: TestApp, email: string): Promise<string> => {
  const before = (await resetEmailsTo(app, email)).length;
  expect((await recoverPassword(app, { email })).status).toBe(200);
  const emails = await waitForResetEmails(app, email, before + 1);
  return tokenOf(emails[before] as EmailMessage);
};
