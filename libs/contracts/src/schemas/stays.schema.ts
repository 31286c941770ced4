import { object, string, type InferType } from 'yup';
import type { SyncSummaryView } from './calendar-feed.schema';

// A host name (letters, digits, dots, dashes), a port allowed for Stays' sandbox and tests.
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** What a host pastes as their Stays domain: "https://casa.stays.net/" reads "casa.stays.net". */
export const staysDomainOf = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');

/**
 * PUT /api/integrations/stays: the host's Stays account (domain, and the client id and secret
 * of Stays' App Center). The secret may be left empty to keep the one stored.
 */
export const staysConnectionSchema = object({
  domain: string()
    .transform((value: unknown) => (typeof value === 'string' ? staysDomainOf(value) : value))
    .required('validation.required')
    .max(253, 'validation.maxLength')
    .matches(DOMAIN, 'stays.invalidDomain'),
  clientId: string().trim().required('validation.required').max(200, 'validation.maxLength'),
  clientSecret: string().trim().max(500, 'validation.maxLength').optional(),
}).noUnknown('validation.unknownField');
export type StaysConnectionRequest = InferType<typeof staysConnectionSchema>;

/** PUT /api/integrations/stays/listings/:listing: the property a listing's bookings go to. */
export const staysListingMappingSchema = object({
  residenceId: string().nullable().defined('validation.required').uuid('validation.invalidFormat'),
}).noUnknown('validation.unknownField');
export type StaysListingMappingRequest = InferType<typeof staysListingMappingSchema>;

/** GET /api/integrations/stays: the connection (never its secret) and its last sync. */
export type StaysConnectionView = SyncSummaryView & {
  domain: string;
  clientId: string;
  /** Where Stays' notifications go: any POST there makes the worker read Stays again. */
  webhookUrl: string;
  /** The zone of the properties its listings go to, when they share one (times read there). */
  timeZone: string | null;
};

/** A Stays listing and the property its bookings go to (null: not imported). */
export type StaysListingView = { id: string; name: string; residenceId: string | null };

/** A property a listing can go to; one with an iCal feed cannot (one source per property). */
export type StaysPropertyChoice = { id: string; name: string; hasCalendarFeed: boolean };

/** GET /api/integrations/stays/listings. */
export type StaysListingsView = { listings: StaysListingView[]; properties: StaysPropertyChoice[] };
