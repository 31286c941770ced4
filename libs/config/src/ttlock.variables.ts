import { z } from 'zod';
import { credential, providerApi } from './variable-types';

/**
 * The TTLock Open API (smart locks). Optional: without a client id and secret the product
 * runs, says so once at boot, and a reservation that needs a passcode records that locks are
 * not connected (the host sets a code by hand).
 */
export const ttlockVariables = {
  TTLOCK_API_URL: providerApi(
    'TTLock Open API host (form-urlencoded calls to /oauth2/token and /v3/…); the EU ' +
      'cloud by default.',
    'https://euapi.ttlock.com',
  ),
  TTLOCK_CLIENT_ID: credential(
    'Client id of the TTLock Open Platform application; with TTLOCK_CLIENT_SECRET, hosts ' +
      'can connect their TTLock accounts on /u/keys/config.',
  ),
  TTLOCK_CLIENT_SECRET: credential('Client secret of that application; set both or neither.'),
  TTLOCK_TEST_CODE_SECONDS: {
    description:
      'How long the code of "Test a code" (/u/keys/config) opens the lock; the worker ' +
      'deletes it from the lock when this ends. 30 minutes by default; tests shorten it.',
    schema: z.coerce.number().int().min(1).max(86_400).default(1800),
  },
} satisfies Record<string, { description: string; schema: z.ZodType }>;

/** The TTLock application's credentials, or null when locks are not connected. */
export const ttlockCredentials = (config: {
  TTLOCK_API_URL: string;
  TTLOCK_CLIENT_ID?: string | undefined;
  TTLOCK_CLIENT_SECRET?: string | undefined;
}): { apiUrl: string; clientId: string; clientSecret: string } | null =>
  config.TTLOCK_CLIENT_ID && config.TTLOCK_CLIENT_SECRET
    ? {
        apiUrl: config.TTLOCK_API_URL,
        clientId: config.TTLOCK_CLIENT_ID,
        clientSecret: config.TTLOCK_CLIENT_SECRET,
      }
    : null;
