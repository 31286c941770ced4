import { z } from 'zod';

/**
 * Reservations that arrive by themselves (issue 30): the iCal feeds a host pastes on a
 * property, fetched by the worker only from public addresses.
 */
export const bookingsVariables = {
  BOOKINGS_SYNC_SECONDS: {
    description:
      "How often the worker re-reads each property's calendar feed (seconds); 5 minutes by " +
      'default. A conditional GET makes an unchanged feed cheap.',
    schema: z.coerce.number().int().min(1).max(86_400).default(300),
  },
  ICAL_ALLOWED_PRIVATE_HOSTS: {
    description:
      'Comma-separated host names a calendar feed may be fetched from although they resolve to ' +
      'a loopback or private address. Empty by default: only tests and closed networks need it.',
    schema: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host.length > 0),
      ),
  },
  ICAL_TIMEOUT_MS: {
    description: 'How long one feed may take to answer, redirects included, before it fails.',
    schema: z.coerce.number().int().min(100).max(120_000).default(15_000),
  },
  ICAL_MAX_BYTES: {
    description: 'Largest calendar feed read (bytes); a larger one fails without being read whole.',
    schema: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
  },
  STAYS_BASE_URL_TEMPLATE: {
    description:
      "Address of a host's Stays.net API, {domain} replaced by the account domain the host " +
      'typed on /u/config (only public addresses are reached, as for calendar feeds). Tests and ' +
      "Stays' sandbox point it elsewhere.",
    schema: z
      .string()
      .default('https://{domain}/external/v1')
      .refine(
        (value) => /^https?:\/\/[^/]*\{domain\}/.test(value),
        'must be an http(s) address whose host contains {domain}',
      ),
  },
} satisfies Record<string, { description: string; schema: z.ZodType }>;
