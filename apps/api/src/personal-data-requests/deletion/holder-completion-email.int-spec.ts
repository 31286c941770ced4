import { sql } from 'kysely';
import { eventually, waitFor } from '@chegada/testing';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { dateInBrazil, personalDataKeptUntil, RetentionClock } from '../../retention';
import { longDate } from '../guest-requests/deletion-outcome-words';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  RUI,
} from '../__fixtures__/data-requests-world';
import { DueDeletions } from './due-deletions';

// The holder's deletion asked before the stay's end was completed without a word to her, while
// an adult companion's was told (issue 32, LGPD art. 18 VI and 19).
describe('the holder’s deletion asked before the stay’s end', () => {
  const world = aDataRequestsWorld();

  const mailsTo = (to: string, subject: RegExp) =>
    world.smtp.received.filter(
      (mail) => JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? ''),
    );
  const completionsSent = async (reservationId: string) =>
    Number(
      (
        await sql<{ count: string }>`
          select count(*) from notification_deliveries
           where reservation_id = ${reservationId} and status = 'sent'
             and template = 'data-request-completed'`.execute(world.app.database.db)
      ).rows[0]?.count,
    );

  it('tells her once, in her language, when the checkout date completes it', async () => {
    const email = 'joana.completa@example.com';
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Completa', email });
    const request = await askAndConfirm(world, id, email, { kind: 'deletion', lang: 'es-ES' });
    expect(request.status).toBe('open');

    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    const deletions = world.app.app.get(DueDeletions, { strict: false });
    try {
      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      expect(await deletions.run()).toEqual({ completed: 1, failed: 0 });
      // A second run finds nothing: no second e-mail is asked for.
      expect(await deletions.run()).toEqual({ completed: 0, failed: 0 });
    } finally {
      clock.mockRestore();
    }
    const done = await eventually(
      async () => mailsTo(email, /se completó$/)[0],
      15_000,
      'the completion e-mail to the holder',
    );
    expect(done.subject).toContain('La eliminación de tus datos');
    expect(done.text).toContain('completó la eliminación que pediste');
    // What is kept, and until when: checkout 2027-03-13 plus the default 12 months.
    expect(done.text).toContain(longDate('es-ES', '2028-03-13T03:00:00.000Z'));
    expect(done.text).toContain('tu correo electrónico y tu teléfono también se eliminaron');
    expect(
      await waitFor(
        () => completionsSent(id),
        (count) => count >= 1,
      ),
    ).toBe(1);
    expect(mailsTo(email, /se completó$/)).toHaveLength(1);
  });

  it('tells her when the host finishes the checkout early, with what is kept until when', async () => {
    const email = 'rui.antecipado@example.com';
    const id = await aSubmittedStay(world, { ...RUI, name: 'Rui Antecipado', email });
    await askAndConfirm(world, id, email, { kind: 'deletion' });
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    const finishedOn = dateInBrazil(new Date());
    expect((await send(world.app, world.owner, calls.finishCheckout)).status).toBe(200);

    const done = await eventually(
      async () => mailsTo(email, /is complete$/)[0],
      15_000,
      'the completion e-mail after the finish',
    );
    expect(done.text).toContain('has completed the deletion you asked for');
    // The guests left on the day the host finished, months before the planned 2027-03-13.
    const until = personalDataKeptUntil(finishedOn, 12).toISOString();
    expect(done.text).toContain(longDate('en-US', until));
  });

  // Walk of issue 32: asked after the stay was over, it was done at once and said only on the
  // page; a deferred one was e-mailed. One e-mail, in her language, in the delivery log.
  it.each([
    ['es-ES', /se completó$/, 'completó la eliminación que pediste', 'tu correo electrónico'],
    ['pt-BR', /foi concluída$/, 'concluiu a exclusão que você pediu', 'seu e-mail e seu telefone'],
    ['en-US', /is complete$/, 'has completed the deletion you asked for', 'your e-mail address'],
  ] as const)(
    'done at once in %s, e-mails her its answer once',
    async (lang, subject, ...words) => {
      const email = `holder.${lang.toLowerCase()}@example.com`;
      const id = await aSubmittedStay(world, { ...JOANA, name: `Joana ${lang}`, email });
      const calls = reservationCalls(id, world.owner.id);
      expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
      expect((await send(world.app, world.owner, calls.finishCheckout)).status).toBe(200);
      const request = await askAndConfirm(world, id, email, { kind: 'deletion', lang });
      expect(request.status).toBe('answered');

      const done = await eventually(
        async () => mailsTo(email, subject)[0],
        15_000,
        'the answer e-mailed to the holder',
      );
      for (const word of words) expect(done.text).toContain(word);
      // What is kept, and until when: the checkout finished today plus the default 12 months.
      expect(done.text).toContain(
        longDate(lang, personalDataKeptUntil(dateInBrazil(new Date()), 12).toISOString()),
      );
      expect(
        await waitFor(
          () => completionsSent(id),
          (count) => count >= 1,
        ),
      ).toBe(1);
      expect(mailsTo(email, subject)).toHaveLength(1);
    },
  );
});
