import type { DataRequestView, ErrorBody } from '@chegada/contracts';
import { requestJson } from '@chegada/testing';
import { guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { ANA_TYPED, aStayWithCompanions, ANA } from '../__fixtures__/companions';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  codeSentTo,
  guestRequests,
  JOANA,
} from '../__fixtures__/data-requests-world';

// Walk61 (issue 32): while the holder's deletion waited for the stay's end, her page still
// offered a deletion, and the API took a second one ("201 unconfirmed").
describe('a second deletion of the same guest', () => {
  const world = aDataRequestsWorld();
  const ask = (id: string, body: unknown, locale = 'en-US', companion?: string) =>
    requestJson<ErrorBody & { request: DataRequestView }>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests`,
      {
        body,
        headers: guestHeaders(world.host, {
          'accept-language': locale,
          ...(companion ? { additionalguestkey: companion } : {}),
        }),
      },
    );
  const confirm = (id: string, requestId: string, code: string) =>
    requestJson<ErrorBody>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests/${requestId}/confirm`,
      { body: { code }, headers: guestHeaders(world.host) },
    );

  it.each([
    ['en-US', 'You already asked for the deletion of your data'],
    ['pt-BR', 'Você já pediu a exclusão dos seus dados'],
    ['es-ES', 'Ya pediste la eliminación de tus datos'],
  ])('is refused in %s while the holder’s is scheduled; a copy is not', async (locale, words) => {
    const id = await aSubmittedStay(world, JOANA);
    const first = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(first.status).toBe('open');

    const again = await ask(id, { kind: 'deletion' }, locale);

    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'kind', message: expect.stringContaining(words) }],
    });
    expect((await guestRequests(world, id)).body.map((each) => each.id)).toEqual([first.id]);
    const mails = world.smtp.received.length;
    expect((await ask(id, { kind: 'copy' })).status).toBe(201);
    // Its code is out before the next stay's request counts the mails.
    await codeSentTo(world, JOANA.email, mails);
  });

  it('is refused at its confirmation when it was asked before the first was confirmed', async () => {
    const id = await aSubmittedStay(world, JOANA);
    const before = world.smtp.received.length;
    const second = await ask(id, { kind: 'deletion' });
    expect(second.status).toBe(201);
    const code = await codeSentTo(world, JOANA.email, before);
    await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });

    const confirmed = await confirm(id, second.body.request.id, code);

    expect(confirmed.status).toBe(400);
    expect(confirmed.body.errors?.[0]?.field).toBe('kind');
    expect((await guestRequests(world, id)).body).toHaveLength(1);
  });

  it('is refused to a companion whose own waits for the host', async () => {
    const { id, keys } = await aStayWithCompanions(world, [ANA]);
    const ana = keys[0]!;
    await askAndConfirm(world, id, ANA_TYPED, { kind: 'deletion', email: ANA_TYPED }, ana);

    const again = await ask(id, { kind: 'deletion', email: ANA_TYPED }, 'en-US', ana);

    expect(again.status).toBe(400);
    expect(again.body.errors?.[0]?.field).toBe('kind');
    // The holder's own deletion is hers to ask still.
    const mails = world.smtp.received.length;
    expect((await ask(id, { kind: 'deletion' })).status).toBe(201);
    await codeSentTo(world, JOANA.email, mails);
  });
});
