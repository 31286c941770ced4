import type { PersonalDataRemovalView } from '@chegada/contracts';
import { anOwner, apiAs, dataRequestCodeIn } from '@chegada/testing';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  RUI,
} from '../__fixtures__/data-requests-world';

type Answer = { removal: PersonalDataRemovalView | null };

describe("the host's review of a guest's deletion", () => {
  const world = aDataRequestsWorld();
  const removalOf = (id: string, member = world.owner) =>
    apiAs(world.app, member)<Answer>(`/stays/reservations/${id}/personal-data-removal`);

  it('says when the data went at the guest’s request and what is kept, why, until when, and whose', async () => {
    const id = await aSubmittedStay(world, JOANA);
    const other = await aSubmittedStay(world, RUI);
    expect((await removalOf(id)).body).toEqual({ removal: null });
    const cancelled = await send(
      world.app,
      world.owner,
      reservationCalls(id, world.owner.id).cancel,
    );
    expect(cancelled.status).toBe(200);

    const before = world.smtp.received.length;
    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    // The code came from the host's company, as the copy and the host's answers come.
    const senders = world.smtp.received
      .slice(before)
      .filter((mail) => JSON.stringify(mail.to).includes(JOANA.email))
      // The request's code (the stay's own messages, sent meanwhile, are the property's).
      .filter((mail) => dataRequestCodeIn(mail) !== undefined)
      .map((mail) => mail.from?.value[0]?.name);
    expect(senders).toEqual(['Pousada Sol Nascente']);

    const answer = await removalOf(id);
    expect(answer.status).toBe(200);
    const removal = answer.body.removal;
    expect(removal).toMatchObject({
      requestId: request.id,
      kept: [{ part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' }],
    });
    expect(removal?.removed.sort()).toEqual(['biometric', 'contact', 'documents', 'form']);
    // The stay was over: it all went at once, nothing waited for its end.
    expect(removal).toMatchObject({ atStayEnd: null });
    expect(Date.now() - Date.parse(removal?.removedAt ?? '')).toBeLessThan(60_000);
    expect(removal?.keptGuests).toEqual([
      expect.objectContaining({
        // Whose it is, so the page names FNRH's rows as this record does.
        guest: 'main',
        name: JOANA.name,
        document: { kind: 'cpf', number: expect.stringContaining('111') as unknown },
      }),
    ]);
    // Another guest's stay has none; to another account this stay does not exist.
    expect((await removalOf(other)).body).toEqual({ removal: null });
    const stranger = await anOwner(world.app, 'Stranger');
    const theirs = await removalOf(id, stranger);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('Joana');
  });
});
