import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GuestFormPage } from '@chegada/contracts';
import { anOwner, apiAs, type Member, type TestApp } from '@chegada/testing';
import {
  createReservation,
  reservationCalls,
  send,
  startReadModelApp,
  type ReadModelApp,
} from '../../reservations/__fixtures__';
import { aCompleteForm } from './complete-form';
import {
  aHostWithProperty,
  documentFiles,
  aPdf,
  cookieOf,
  guestHeaders,
  putGuestForm,
  storedFilesIn,
  type Host,
} from './guest-form-fixtures';

const HOUR = 60 * 60 * 1000;

type Page = { data: GuestFormPage };
/** What GET /api/stays/reservations/:id/documents answers the host. */
export type Documents = {
  items: {
    id: string;
    guest: string;
    kind: string;
    mime: string;
    url: string;
    views: { viewerName: string | null; viewedAt: string }[];
  }[];
  consents: {
    guest: string;
    kind: string;
    termsVersion: string;
    acceptedBy?: string;
    acceptedAt: string;
  }[];
};
type Statistics = { statistics: Record<string, number>; items: { id: string; status: number }[] };

export const MAX_FILE_BYTES = 400_000;

/**
 * The API with its read models, a host with a residence and one guest's browser, for the
 * tests of a describe that drive the guest form over HTTP: `the.app`, `the.owner` and
 * `the.host` are set once the tests run. Files go to a folder of their own (`FILES_DIR`).
 */
export const guestFormOverHttp = () => {
  const FILES_DIR = mkdtempSync(join(tmpdir(), 'chegada-guest-files-'));
  const the = {} as { read: ReadModelApp; app: TestApp; owner: Member; host: Host };
  beforeAll(async () => {
    the.read = await startReadModelApp(new Date(), {
      FILE_STORAGE_DIR: FILES_DIR,
      UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
    });
    the.app = the.read.app;
    the.owner = await anOwner(the.app, 'Host');
    the.host = await aHostWithProperty(the.app, the.owner);
  });
  afterAll(() => the.read.close());

  // One guest's browser: the device cookie each save sets for a reservation is sent back, as a
  // browser does (the privacy tests in link-access/device-access cover other browsers).
  const browser = new Map<string, string>();
  const withCookie = (id: string, headers: Record<string, string>) => {
    const cookie = browser.get(id);
    return cookie ? { cookie, ...headers } : headers;
  };
  const getForm = (id: string, headers = guestHeaders(the.host)) =>
    apiAs(the.app)<Page>(`/stays/guestForm/${id}`, { headers: withCookie(id, headers) });
  const put = async (
    id: string,
    data?: Record<string, unknown>,
    files = {},
    headers = guestHeaders(the.host),
  ) => {
    const answer = await putGuestForm(
      the.app,
      `/stays/guestForm/${id}`,
      { ...(data ? { data } : {}), files },
      withCookie(id, headers),
    );
    const cookie = cookieOf(answer.setCookie);
    if (cookie) browser.set(id, cookie);
    return answer;
  };
  const allFiles = () => documentFiles({ deposit_proof: aPdf() });
  const listed = async (id: string) =>
    (await apiAs(the.app, the.owner)<Statistics>(`/stays/reservations?search=${id}`)).body;
  /**
   * A stay of `host` checking in `hoursAhead` from now, for three nights, whose guest sent the
   * whole form and whose door code the host set: its id, the guest's headers and its calls.
   */
  const sentStayWithCode = async (host: Host, hoursAhead: number) => {
    const checkIn = new Date(Date.now() + hoursAhead * HOUR);
    const id = await createReservation(the.app, host.member, host.residenceId, {
      CheckIn: checkIn.toISOString(),
      checkout: new Date(checkIn.getTime() + 72 * HOUR).toISOString(),
      source: 'airbnb',
    });
    const headers = guestHeaders(host);
    const form = { data: aCompleteForm(), files: await allFiles() };
    await putGuestForm(the.app, `/stays/guestForm/${id}`, form, headers);
    const calls = reservationCalls(id, host.member.id);
    expect((await send(the.app, host.member, calls.dynamicPassword)).status).toBe(200);
    return { id, headers, calls };
  };
  return {
    the,
    FILES_DIR,
    storedFiles: storedFilesIn(FILES_DIR),
    getForm,
    put,
    allFiles,
    listed,
    sentStayWithCode,
  };
};
