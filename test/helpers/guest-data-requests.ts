import { saveGuestForm, type GuestLinkSetup } from './guest-link';
import { dataRequestCodeIn, type SmtpPeer } from './messaging';
import { eventually } from './wait';

/** A JSON call that must answer `expected`; its body, parsed. */
export const callJson = async (url: string, init: RequestInit, expected: number) => {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text || 'null') as Record<string, unknown>;
};

/**
 * A guest's request about their data, asked from their link (`headers`: the link's, with an
 * adult companion's key for theirs) and confirmed with the code the SMTP peer received.
 */
export const askAndConfirmDataRequest = async (
  apiBase: string,
  smtp: SmtpPeer,
  reservationId: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<string> => {
  const url = `${apiBase}/api/stays/guestForm/${reservationId}/data-requests`;
  const seen = smtp.received.length;
  const asked = await callJson(url, { method: 'POST', headers, body: JSON.stringify(body) }, 201);
  const code = await eventually(
    async () =>
      smtp.received
        .slice(seen)
        .map(dataRequestCodeIn)
        .findLast((found) => found !== undefined),
    15_000,
    'the confirmation code e-mail',
  );
  const id = (asked.request as { id: string }).id;
  await callJson(
    `${url}/${id}/confirm`,
    { method: 'POST', headers, body: JSON.stringify({ code }) },
    200,
  );
  return id;
};

/**
 * When the holder's deletion, which waited for the stay's end, completed (the host finished the
 * checkout): her first request as her link reads it, once its `completedAt` is set.
 */
export const deletionCompletedAt = (
  apiBase: string,
  reservationId: string,
  headers: Record<string, string>,
): Promise<string> =>
  eventually(
    async () => {
      const url = `${apiBase}/api/stays/guestForm/${reservationId}/data-requests`;
      const [request] = (await callJson(url, { headers }, 200)) as unknown as {
        completedAt: string | null;
      }[];
      return request?.completedAt ?? undefined;
    },
    30_000,
    'the deletion completed at the finish',
    250,
  );

/**
 * A reservation whose holder Maria saved the form with one adult companion, Ana Lima, on her
 * own link: the link's headers (JSON) and Ana's key on the form.
 */
export const aStayWithAnaOnHerOwnLink = async (
  site: { baseUrl: string; app: { baseUrl: string } },
  setup: GuestLinkSetup,
): Promise<{ headers: Record<string, string>; key: string }> => {
  await saveGuestForm(site.baseUrl, setup, {
    name: 'Maria Silva',
    email: 'maria.silva@example.com',
    adults: 2,
    additionalGuests: [{ name: 'Ana Lima', birthDate: '1992-01-01', ownLink: true }],
  });
  const [, , , friendlycode = '', source = ''] = setup.link.split('/');
  const headers = { source, friendlycode, 'content-type': 'application/json' };
  const page = await callJson(
    `${site.app.baseUrl}/api/stays/guestForm/${setup.reservationId}`,
    { headers },
    200,
  );
  const form = (page.data as { form: { additionalGuests: { key: string }[] } }).form;
  return { headers, key: form.additionalGuests[0]!.key };
};
