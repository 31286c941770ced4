import { randomUUID } from 'node:crypto';
import { anOwner, apiAs, requestJson } from '@chegada/testing';
import { guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { createReservation } from '../../reservations/__fixtures__';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  codeSentTo,
  MARIA,
} from '../__fixtures__/data-requests-world';

type ErrorBody = { code: string; message: string; errors?: { field: string; message: string }[] };

describe('data requests refuse what they cannot take, in the caller’s language', () => {
  const world = aDataRequestsWorld();
  const ask = (id: string, body: unknown, headers = guestHeaders(world.host)) =>
    requestJson<ErrorBody>(`${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests`, {
      body,
      headers,
    });

  it('asks a correction’s text, a known kind and a link that is right', async () => {
    const id = await aSubmittedStay(world, MARIA);
    const noText = await ask(id, { kind: 'correction' });
    expect(noText.status).toBe(400);
    expect(noText.body.errors).toEqual([
      { field: 'correction', message: 'Say what should be corrected' },
    ]);
    const pt = await ask(
      id,
      { kind: 'correction' },
      guestHeaders(world.host, { 'accept-language': 'pt-BR' }),
    );
    expect(pt.body.errors?.[0]?.message).toBe('Diga o que deve ser corrigido');
    const unknown = await ask(id, { kind: 'everything' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.field).toBe('kind');
    expect((await ask(randomUUID(), { kind: 'copy' })).status).toBe(404);
    expect(
      (await ask(id, { kind: 'copy' }, { ...guestHeaders(world.host), source: 'booking' })).status,
    ).toBe(404);
    // A companion's key no companion on the reservation has.
    expect(
      (await ask(id, { kind: 'copy' }, guestHeaders(world.host, { additionalguestkey: 'k1' })))
        .status,
    ).toBe(404);
  });

  it('asks for an e-mail to confirm with, and the right code', async () => {
    const without = await createReservation(world.app, world.host.member, world.host.residenceId, {
      guestName: 'Sem Email',
      guestEmail: undefined,
      guestPhone: undefined,
    });
    const noEmail = await ask(without, { kind: 'copy' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual([
      {
        field: 'kind',
        message:
          'This reservation has no e-mail to confirm the request with. Please contact the host.',
      },
    ]);
    const id = await aSubmittedStay(world, MARIA);
    const before = world.smtp.received.length;
    const asked = await requestJson<{ request: { id: string } }>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests`,
      { body: { kind: 'copy' }, headers: guestHeaders(world.host) },
    );
    // The real code reaches the guest (and no later test takes it for its own), in the body
    // only: a subject shows on lock screens and notification previews.
    const code = await codeSentTo(world, MARIA.email, before);
    expect(code).toMatch(/^\d{6}$/);
    const mail = world.smtp.received.find((each) => each.text?.includes(code));
    expect(mail?.subject).toBe('Confirm your request about your data at Pousada Sol Nascente');
    // Walk58: in its language, as every other e-mail to the guest.
    expect(mail?.headers.get('content-language')).toBe('en-US');
    const wrong = await requestJson<ErrorBody>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests/${asked.body.request.id}/confirm`,
      { body: { code: '000000' }, headers: guestHeaders(world.host) },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toMatch(/^IMPORT_CODE_(INVALID|EXPIRED)$/);
    const badCode = await requestJson<ErrorBody>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests/${asked.body.request.id}/confirm`,
      { body: { code: 'abc' }, headers: guestHeaders(world.host) },
    );
    expect(badCode.status).toBe(400);
    // Unconfirmed, nothing shows on the guest's page nor the host's.
    const listed = await requestJson<unknown[]>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests`,
      { headers: guestHeaders(world.host) },
    );
    expect(listed.body).toEqual([]);
  });

  it('shows and lets answer a request only to its own account', async () => {
    const id = await aSubmittedStay(world, MARIA);
    const request = await askAndConfirm(world, id, MARIA.email, {
      kind: 'correction',
      correction: 'Wrong birth date.',
    });
    const stranger = await anOwner(world.app, 'Another host');
    expect((await apiAs(world.app, stranger)<unknown[]>('/data-requests')).body).toEqual([]);
    const answer = (member = stranger, body: unknown = { answer: 'Done.' }) =>
      apiAs(world.app, member)<ErrorBody>(`/data-requests/${request.id}/answer`, {
        method: 'PUT',
        body,
      });
    expect((await answer()).status).toBe(404);
    expect((await answer(world.owner, { answer: '' })).status).toBe(400);
    expect((await answer(world.owner, { answer: 'x'.repeat(2001) })).status).toBe(400);
    expect((await answer(world.owner)).status).toBe(200);
    expect((await apiAs(world.app)('/data-requests')).status).toBe(401);
  });
});
