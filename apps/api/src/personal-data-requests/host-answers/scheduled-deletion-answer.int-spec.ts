import type { ErrorBody, HostDataRequestView } from '@chegada/contracts';
import { apiAs, untilEffectsFinished, untilQueuesIdle } from '@chegada/testing';
import {
  aDataRequestsWorld,
  aSubmittedStay,
  askAndConfirm,
  guestRequests,
  JOANA,
} from '../__fixtures__/data-requests-world';

// Issue 32: a holder's deletion asked before the stay's end completes by itself then (the
// host's list says "nothing to do"), yet the API took an answer to it all the same.
describe('the host’s answer to a holder’s deletion scheduled for the stay’s end', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);

  it.each([
    ['pt-BR', 'Esta exclusão se conclui sozinha no fim da estadia, em 13 de março de 2027'],
    ['en-US', 'This deletion completes by itself at the end of the stay, on March 13, 2027'],
    ['es-ES', 'Esta eliminación se completa sola al final de la estancia, el 13 de marzo de 2027'],
  ])('is refused in %s, and nothing stored changes', async (locale, words) => {
    const id = await aSubmittedStay(world, JOANA);
    const asked = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    const listed = async () =>
      (await api()<HostDataRequestView[]>('/data-requests')).body.find(
        (one) => one.id === asked.id,
      );
    const before = { host: await listed(), guest: (await guestRequests(world, id)).body };
    // The mail the request itself sent (the host's notice) is out before counting.
    await untilEffectsFinished(world.app, null);
    await untilQueuesIdle(world.app, ['messages']);
    const mails = world.smtp.received.length;

    const answered = await api()<ErrorBody>(`/data-requests/${asked.id}/answer`, {
      method: 'PUT',
      body: { answer: 'Feito.' },
      headers: { 'accept-language': locale },
    });

    expect(answered.status).toBe(400);
    expect(answered.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(words),
      errors: [{ field: 'answer', message: expect.stringContaining(words) }],
    });
    expect(before.host).toMatchObject({ status: 'open', answer: null, answeredAt: null });
    expect(await listed()).toEqual(before.host);
    expect((await guestRequests(world, id)).body).toEqual(before.guest);
    await untilEffectsFinished(world.app, null);
    await untilQueuesIdle(world.app, ['messages']);
    expect(world.smtp.received.length).toBe(mails);
  });
});
