import { HttpResponse } from 'msw';
import { Role, type DataRequestView, type TTLockConnectionView } from '@chegada/contracts';
import type { SessionUser } from '../lib/session/session-user';

/** A store owner on a trial unless overridden (STYLE.md: builders with overrides). */
export const aSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana Souza',
  email: 'ana@example.com',
  role: Role.DEFAULT_USER,
  phone: '+5511999990000',
  image: null,
  company: {
    id: 'c1',
    name: 'Pousada Mar',
    friendlyCode: 'pousada-mar',
    accessReleaseHoursBeforeCheckIn: 2,
    showDepositStep: false,
    guestLanguages: ['pt-BR', 'en-US', 'es-ES'],
  },
  currentSubscription: {
    status: 'trial',
    plan: { name: 'Trial' },
    trialDaysLeft: 20,
    paymentLink: null,
    ended: false,
  },
  ...overrides,
});

type Subscription = NonNullable<SessionUser['currentSubscription']>;

/** A paid plan past its trial, active unless overridden (inactive, with a payment link, ended). */
export const aPaidSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  plan: { name: 'Essencial 1–3' },
  trialDaysLeft: null,
  paymentLink: null,
  ended: false,
  ...overrides,
});

export const anAdmin = (overrides: Partial<SessionUser> = {}): SessionUser =>
  aSessionUser({
    role: Role.ADMIN,
    name: 'Admin',
    company: null,
    currentSubscription: null,
    ...overrides,
  });

export const aSubUser = (overrides: Partial<SessionUser> = {}): SessionUser =>
  aSessionUser({ role: Role.SUBUSER, name: 'Bruno Lima', ...overrides });

/** The body of the API's 400 with errors on fields (the server's validation pipe). */
export const validationFailed = (
  errors: { field: string; message: string }[],
  message = 'Fill in all required fields',
) => ({ statusCode: 400, code: 'VALIDATION_FAILED', message, errors });

/**
 * What a form says, in each language, of a required field left empty and of an e-mail typed
 * as 'ana@'.
 */
export const REQUIRED_AND_INVALID_EMAIL = [
  ['pt-BR', 'Campo obrigatório', 'E-mail inválido'],
  ['en-US', 'Required field', 'Invalid email'],
  ['es-ES', 'Campo obligatorio', 'Correo electrónico no válido'],
] as const;

/** The API's 400 answer with errors on fields, for an MSW handler to return. */
export const fieldErrorsAnswer = (errors: { field: string; message: string }[], message?: string) =>
  HttpResponse.json(validationFailed(errors, message), { status: 400 });

/** GET /api/locks/ttlock's answer: TTLock set up on this server, the account not connected. */
export const aTTLockConnection = (
  overrides: Partial<TTLockConnectionView> = {},
): TTLockConnectionView => ({
  configured: true,
  connected: false,
  username: null,
  connectedAt: null,
  expiresAt: null,
  ...overrides,
});

/** GET /api/locks/ttlock's answer once the account is connected as ana@ttlock.test. */
export const TTLOCK_CONNECTED = aTTLockConnection({
  connected: true,
  username: 'ana@ttlock.test',
  connectedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2099-02-18T12:00:00.000Z',
});

/** A guest's request about their data, as the API shows it: a correction, not yet confirmed. */
export const aDataRequest = (overrides: Partial<DataRequestView> = {}): DataRequestView => ({
  id: '6f1c1a52-3d7e-4d7a-9f0e-1b2c3d4e5f60',
  kind: 'correction',
  status: 'unconfirmed',
  requestedAt: '2026-11-29T12:00:00.000Z',
  confirmedAt: null,
  dueAt: null,
  correction: 'My surname is Silva Souza.',
  deletion: null,
  erasedAt: null,
  completedAt: null,
  copySentAt: null,
  corrected: null,
  answer: null,
  answeredAt: null,
  ...overrides,
});
