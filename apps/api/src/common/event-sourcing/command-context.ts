import { randomUUID } from 'node:crypto';
import { Role, type RoleName } from '@chegada/contracts';
import type { Request } from 'express';
import type { EventMetadata } from '@chegada/event-store';
import type { AuthenticatedRequest, AuthenticatedUser } from '../authenticated-user';
import { AppError } from '../errors';

/** What imports reservations on an account's behalf (issue 30). */
export type IntegrationName = 'ical' | 'stays';

/** The platform's own jobs acting on an account's reservations (issue 32: retention). */
export type SystemProcessName = 'retention' | 'data-requests';

/** Who sent a command, from where, and what they last saw: everything but the payload. */
export type CommandContext = {
  /**
   * A user of the account, or a guest acting through the link (no user id; the link is kept
   * in the metadata as guestLink).
   */
  actor:
    | { id: string; role: RoleName; accountId: string }
    | { id: null; role: 'GUEST'; accountId: string; guestLink: string }
    /** A calendar feed or channel manager keeping the account's reservations in step. */
    | { id: null; role: 'INTEGRATION'; accountId: string; integration: IntegrationName }
    /** A platform job, such as the retention rules erasing what their period ended. */
    | { id: null; role: 'SYSTEM'; accountId: string; process: SystemProcessName };
  /** Fresh per command; every event it appends names it as its cause. */
  commandId: string;
  /** The request id (X-Request-Id), shared by everything one request does. */
  correlationId: string;
  ip?: string;
  userAgent?: string;
  /** ISO 8601: when the API accepted the command (the domain never reads a clock). */
  occurredAt: string;
  /** From If-Match: the revision the caller last read; absent means "retry on conflict". */
  expectedRevision?: number;
};

const roleName = (role: AuthenticatedUser['role']): RoleName =>
  (Object.keys(Role) as RoleName[]).find((name) => Role[name] === role) ?? 'DEFAULT_USER';

const IF_MATCH = /^(?:W\/)?"?(\d{1,15})"?$/;

/**
 * The revision an If-Match header names: `"3"`, `W/"3"` or `3`. `*` (any revision) and no
 * header both mean the caller accepts whatever is current.
 */
export const parseIfMatch = (header: string | undefined): number | undefined => {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  const match = IF_MATCH.exec(value);
  if (!match?.[1]) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'If-Match', key: 'validation.invalidFormat' },
    ]);
  }
  return Number(match[1]);
};

/** The ETag of a revision, as GET answers it and If-Match sends it back. */
export const etagOf = (revision: number): string => `"${revision}"`;

const header = (request: Request, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

export const commandContextOf = (request: AuthenticatedRequest): CommandContext => {
  const user = request.user;
  // Command routes are never public: the guard has put the user there.
  if (!user) throw new AppError('UNAUTHENTICATED');
  // requestLogging (libs/logging) names every request (the caller's X-Request-Id when valid).
  const requestId = (request as { id?: unknown }).id;
  return {
    actor: { id: user.id, role: roleName(user.role), accountId: user.accountId },
    commandId: randomUUID(),
    correlationId: typeof requestId === 'string' ? requestId : randomUUID(),
    ip: request.ip,
    userAgent: header(request, 'user-agent')?.slice(0, 512),
    occurredAt: new Date().toISOString(),
    expectedRevision: parseIfMatch(header(request, 'if-match')),
  };
};

/** A guest's command through a link: no user, the account the link's reservation belongs to. */
export const guestCommandContextOf = (
  request: Request,
  accountId: string,
  guestLink: string,
): CommandContext => {
  const requestId = (request as { id?: unknown }).id;
  return {
    actor: { id: null, role: 'GUEST', accountId, guestLink },
    commandId: randomUUID(),
    correlationId: typeof requestId === 'string' ? requestId : randomUUID(),
    ip: request.ip,
    userAgent: header(request, 'user-agent')?.slice(0, 512),
    occurredAt: new Date().toISOString(),
  };
};

/** A command no request carries: an integration's or a platform job's. */
const commandWithoutRequest = (
  actor: CommandContext['actor'],
  correlationId: string,
  occurredAt: Date,
): CommandContext => ({
  actor,
  commandId: randomUUID(),
  correlationId,
  occurredAt: occurredAt.toISOString(),
});

/** An integration's command: no user, no request; `userId` of what it records names it. */
export const integrationCommandContext = (
  accountId: string,
  integration: IntegrationName,
  correlationId: string,
): CommandContext =>
  commandWithoutRequest(
    { id: null, role: 'INTEGRATION', accountId, integration },
    correlationId,
    new Date(),
  );

/** A platform job's command, at the job's own clock (a test moves it). */
export const systemCommandContext = (
  accountId: string,
  process: SystemProcessName,
  at: Date,
): CommandContext =>
  commandWithoutRequest({ id: null, role: 'SYSTEM', accountId, process }, randomUUID(), at);

/** How an integration is named where a user id is recorded (a cancellation's userId). */
export const integrationUserId = (integration: IntegrationName): string =>
  `integration:${integration}`;

/**
 * What every event appended for this command carries (the audit trail reads it). Never the IP:
 * the event log keeps forever what it is given, and an address is an access log entry, kept 6
 * months in access_log (Marco Civil art. 15, issue 32).
 */
export const eventMetadataOf = (context: CommandContext): EventMetadata => ({
  actorId: context.actor.id,
  actorRole: context.actor.role,
  ...(context.actor.role === 'GUEST' ? { guestLink: context.actor.guestLink } : {}),
  correlationId: context.correlationId,
  causationId: context.commandId,
  userAgent: context.userAgent,
  occurredAt: context.occurredAt,
});
