import { sql } from 'kysely';
import type { HostDataRequestView } from '@chegada/contracts';
import { apiAs, eventually } from '@chegada/testing';
import { RetentionClock } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  guestRequests,
  RUI,
} from '../__fixtures__/data-requests-world';
import { ANA, ANA_TYPED, aStayWithCompanions } from '../__fixtures__/companions';
import { DueDeletions } from '../deletion/due-deletions';
import { deletionOutcomeLines } from './deletion-outcome-words';

// Walk57: a companion erased before the stay read a page without the FNRH record her
// "deletion complete" e-mail listed, and that e-mail said her documents went "at once"; the
// holder's answer for a deletion waiting for the stay's end did not say she would hear again.
describe('a deletion before the stay’s end, as the guest is told it', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);
  const mailTo = (to: string, after: number, subject: RegExp) =>
    eventually(
      async () =>
        world.smtp.received
          .slice(after)
          .find((mail) => JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? '')),
      15_000,
      `a mail to ${to}`,
    );
  const atCheckout = async () => {
    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    try {
      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      return await world.app.app.get(DueDeletions, { strict: false }).run();
    } finally {
      clock.mockRestore();
    }
  };

  /** Ana's own deletion of her data, asked from her link and confirmed. */
  const anaAsksDeletion = async (lang: 'pt-BR' | 'en-US') => {
    const { id, keys } = await aStayWithCompanions(world, [ANA]);
    const ana = keys[0]!;
    const kind = 'deletion' as const;
    const asked = await askAndConfirm(world, id, ANA_TYPED, { kind, email: ANA_TYPED, lang }, ana);
    return { id, ana, asked };
  };

  it('lists on her page the FNRH record registered after her answer, as her completion e-mail does', async () => {
    const { id, ana, asked } = await anaAsksDeletion('pt-BR');
    const beforeAnswer = world.smtp.received.length;
    const erased = await api()<HostDataRequestView>(`/data-requests/${asked.id}/erase-companion`, {
      method: 'POST',
    });
    expect(erased.status).toBe(200);
    // Walk58: the answer names the property and the stay's dates.
    const answer = await mailTo(ANA_TYPED, beforeAnswer, /\(Casa Azul\)$/);
    expect(answer.text).toContain(
      '(Exclusão) sobre a estadia em Casa Azul, de 10 de março de 2027 a 13 de março de 2027:',
    );
    // The stay reaches FNRH after her answer.
    await sql`
      insert into fnrh_stays (reservation_id, account_id, reserva_id, guests)
      values (${id}, ${world.owner.id}, 'FNRH-5571', '[]')`.execute(world.app.database.db);
    const fnrh = {
      part: 'fnrh',
      reason: 'governmentRegister',
      until: null,
      reference: 'FNRH-5571',
    };
    const before = (await guestRequests(world, id, ana)).body[0]?.deletion;
    expect(before?.kept).toContainEqual(fnrh);

    const mailed = world.smtp.received.length;
    expect(await atCheckout()).toMatchObject({ failed: 0 });
    const done = await mailTo(ANA_TYPED, mailed, /concluída$/);
    // What went when: at once when answered, the rest at the stay's end, on its day.
    expect(done.text).toContain(
      'Destruído na hora: dados biométricos (selfie e prova de vida) e dados de contato.',
    );
    expect(done.text).toContain(
      'Destruído no fim da estadia, em 13 de março de 2027: documentos enviados e demais dados do check-in.',
    );
    // Her page lists every kept line the e-mail lists.
    const page = (await guestRequests(world, id, ana)).body[0]?.deletion;
    expect(page?.kept).toContainEqual(fnrh);
    for (const line of deletionOutcomeLines('pt-BR', { removed: [], kept: page?.kept ?? [] }))
      expect(done.text).toContain(line);
    expect(done.text).toContain('Guardado pelo governo: o registro da estadia na FNRH');
  });

  // Issue 32: the holder's deletion before the stay's end is no longer the host's to answer
  // (the API refuses it); she hears once, when the rest goes at the stay's end.
  it('does not ask the host to answer the holder’s deletion before the stay’s end', async () => {
    const email = 'rui.aviso@example.com';
    const id = await aSubmittedStay(world, { ...RUI, name: 'Rui Aviso', email });
    const asked = await askAndConfirm(world, id, email, { kind: 'deletion', lang: 'es-ES' });
    expect(asked.status).toBe('open');
    // Walk58: it completes by itself at the stay's end: the menu does not ask the host for it.
    const waiting = await api()<{ open: number }>('/data-requests/open');
    const listed = await api()<HostDataRequestView[]>('/data-requests');
    const others = listed.body.filter((one) => one.status === 'open' && one.id !== asked.id).length;
    expect(waiting.body.open).toBe(others);
    const answered = await api()(`/data-requests/${asked.id}/answer`, {
      method: 'PUT',
      body: { answer: 'Hecho lo que se puede ahora.' },
    });
    expect(answered.status).toBe(400);
    const mailed = world.smtp.received.length;
    expect(await atCheckout()).toMatchObject({ failed: 0 });
    await mailTo(email, mailed, /./);
    const [hers] = (await guestRequests(world, id)).body;
    expect(hers).toMatchObject({ status: 'answered', answer: null });
  });

  // Walk58: once the rest went at the stay's end, the host's list still read the answer's
  // lines ("Kept: documents sent — the stay has not ended yet", the first keep-until) where
  // her page read what the last run kept.
  it('shows the host, once the rest went, the same kept lines as her own page', async () => {
    const { id, ana, asked } = await anaAsksDeletion('en-US');
    await api()(`/data-requests/${asked.id}/erase-companion`, { method: 'POST' });
    expect(await atCheckout()).toMatchObject({ failed: 0 });
    const hers = (await guestRequests(world, id, ana)).body[0]?.deletion;
    const listed = await api()<HostDataRequestView[]>('/data-requests');
    const host = listed.body.find((one) => one.id === asked.id);
    expect(host?.completedAt).not.toBeNull();
    expect(host?.deletion).toEqual(hers);
    expect(host?.deletion?.kept.map(({ reason }) => reason)).not.toContain('stayNotEnded');
  });
});
