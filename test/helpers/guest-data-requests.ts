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
