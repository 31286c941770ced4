import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { apiAs, eventually } from '@chegada/testing';
import { aJpeg } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { dateInBrazil, personalDataKeptUntil } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  MARIA,
  needlesOf,
  RUI,
  type AGuest,
} from '../__fixtures__/data-requests-world';
import { longDate } from './deletion-outcome-words';

// Where the screenshots' spec (test/e2e/data-requests-host-screens) finds the HTML received.
const RECEIVED_HTML_DIR = process.env.HOST_NOTICE_HTML_DIR;

const DAY_MS = 24 * 60 * 60 * 1000;
const ANA = { name: 'Ana Lima', cpf: '390.533.447-05', birthDate: '1992-01-01' };
const TYPED = 'ana.own@example.net';

describe('the host hears of a guest’s request about their data by e-mail', () => {
  const world = aDataRequestsWorld();

  const noticeTo = (email: string, after: number) =>
    eventually(
      async () =>
        world.smtp.received
          .slice(after)
          .find(
            (mail) =>
              JSON.stringify(mail.to).includes(email) &&
              /LGPD|Data request/.test(mail.subject ?? ''),
          ),
      15_000,
      `the host's notice to ${email}`,
    );

  /** A stay of `holder` with an adult companion; the companion's key, for their own link. */
  const aStayWithACompanion = async (holder: AGuest) => {
    const id = await aSubmittedStay(world, holder, {
      form: { adults: 2, additionalGuests: [ANA], submit: false },
      files: { guest_0_doc_front: await aJpeg('ana.jpg') },
    });
    const { rows } = await sql<{ guest: string }>`
      select distinct guest from guest_documents
       where reservation_id = ${id} and guest <> 'main'`.execute(world.app.database.db);
    return { id, companion: rows[0]!.guest };
  };

  const chooseLanguage = async (language: string) => {
    const chosen = await apiAs(world.app, world.owner)('/me/language', {
      method: 'PUT',
      body: { language },
    });
    expect(chosen.status).toBe(204);
  };

  /** The notice of a request `ask` makes, asked in the owner's `language`. */
  const noticeOf = async (language: string, ask: () => Promise<unknown>) => {
    await chooseLanguage(language);
    const before = world.smtp.received.length;
    await ask();
    const mail = await noticeTo(world.owner.email, before);
    return { mail, text: mail.text ?? '', html: String(mail.html) };
  };

  const dueDay = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + 15 * DAY_MS),
    );

  // Requests the host must act on: the deadline, and what to do.
  it.each([
    [
      'pt-BR',
      'deletion',
      'Pedido LGPD em Casa Azul: Exclusão, responda até',
      'Os dados de um acompanhante não são excluídos sozinhos',
    ],
    [
      'en-US',
      'correction',
      'Data request at Casa Azul: Correction, answer by',
      'correct the data if it is wrong and answer the request',
    ],
    [
      'es-ES',
      'copy',
      'Solicitud LGPD en Casa Azul: Copia de los datos, responde',
      'La copia de un acompañante no va sola',
    ],
  ] as const)(
    'of a companion, in the owner’s language (%s, %s): what, on which stay, the deadline, what to do and the link',
    async (language, kind, subject, toDo) => {
      const { id, companion } = await aStayWithACompanion(MARIA);
      const body = { kind, email: TYPED, correction: 'Meu sobrenome é Prado' };
      const { mail, text, html } = await noticeOf(language, () =>
        askAndConfirm(world, id, TYPED, body, companion),
      );
      expect(mail.subject).toContain(subject);
      // From the company, as the guest's e-mails about the request.
      expect(mail.from?.value[0]?.name).toBe('Pousada Sol Nascente');
      // The 15 days of LGPD art. 19 as a day, and the stay by its property and dates.
      expect(mail.subject).toContain(dueDay(language));
      expect(text).toContain(dueDay(language));
      expect(text).toContain('Casa Azul');
      expect(text).toContain(
        new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
          new Date('2027-03-10T12:00:00Z'),
        ),
      );
      expect(text).toMatch(/art\. 19/);
      expect(text).toContain(toDo);
      // Nothing goes by itself for a companion: no e-mail says it did.
      expect(text).not.toMatch(/sozinha ao|by itself to|sola al/);
      expect(html).toMatch(/href="http[^"]*\/u\/data-requests"/);
      // The guests' names and contact stay out of the host's mailbox and the delivery records.
      for (const needle of [...needlesOf(MARIA), ANA.name, ANA.cpf, TYPED])
        expect(`${mail.subject} ${text} ${html}`).not.toContain(needle);
      if (RECEIVED_HTML_DIR) {
        mkdirSync(RECEIVED_HTML_DIR, { recursive: true });
        writeFileSync(`${RECEIVED_HTML_DIR}/host-notice-${language}.html`, html);
      }
    },
  );

  it('of the holder’s copy, says it was sent and asks for nothing: no deadline', async () => {
    const id = await aSubmittedStay(world, RUI);
    const { mail, text } = await noticeOf('es-ES', () =>
      askAndConfirm(world, id, RUI.email, { kind: 'copy' }),
    );
    expect(mail.subject).toBe('Solicitud LGPD en Casa Azul: Copia de los datos, ya atendida');
    expect(text).toContain('La copia ya se envió al correo de la reserva');
    // Walk61: the guest in the host's words, not a man by default.
    expect(text).toContain('La persona titular de la estancia en Casa Azul');
    expect(text).toContain('que la persona huésped confirmó con un código');
    expect(text).toContain('ni los datos de la persona huésped');
    expect(text).not.toMatch(/\b(el|del|al) huésped\b|El titular/);
    expect(text).toContain('no tienes que hacer nada');
    expect(text).not.toContain(dueDay('es-ES'));
    expect(text).not.toMatch(/art\. 19|puedes añadir una respuesta/);
  });

  it('of the holder’s deletion on an ended stay, says it was done and what is kept, until when', async () => {
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Encerrada' });
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    const leftOn = dateInBrazil(new Date());
    expect((await send(world.app, world.owner, calls.finishCheckout)).status).toBe(200);
    const { mail, text } = await noticeOf('en-US', () =>
      askAndConfirm(world, id, JOANA.email, { kind: 'deletion' }),
    );
    expect(mail.subject).toBe('Data request at Casa Azul: Deletion, already answered');
    expect(text).toContain('The deletion is done');
    expect(text).toContain(
      'Destroyed at once: biometric data (selfie and liveness check), contact data, documents sent, and the rest of the check-in data.',
    );
    // The guests left today, before the planned 2027-03-13: today plus the default 12 months.
    const until = longDate('en-US', personalDataKeptUntil(leftOn, 12).toISOString());
    expect(text).toMatch(new RegExp(`Kept: name, document, .* until ${until}\\.`));
    expect(text).not.toContain(dueDay('en-US'));
    expect(text).not.toMatch(/art\. 19|answer by/);
  });

  it('of the holder’s deletion before the stay, says the rest goes by itself at its end, and the deadline when the end comes after it', async () => {
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Adiantada' });
    const { mail, text } = await noticeOf('pt-BR', () =>
      askAndConfirm(world, id, JOANA.email, { kind: 'deletion' }),
    );
    // Walk62: "concluída" read as done; the host's early checkout completes it too.
    expect(mail.subject).toBe(
      'Pedido LGPD em Casa Azul: Exclusão, que se conclui no fim da estadia ou ao finalizar o checkout',
    );
    expect(text).toContain(
      'o resto é excluído sozinho quando a estadia terminar (ou quando você finalizar o checkout, se antes)',
    );
    expect(text).toContain('Destruído na hora: só dados biométricos (selfie e prova de vida)');
    // The stay ends on 2027-03-13, after the 15 days: the host answers by then.
    expect(text).toContain(`até ${dueDay('pt-BR')}): responda ao pedido até lá`);
    // Walk61: the guest in the host's words, not a man by default.
    expect(text).toContain('A pessoa titular da estadia em Casa Azul');
    expect(text).toContain('dizendo à pessoa hóspede o que espera o fim da estadia');
    expect(text).toContain('nem os dados da pessoa hóspede');
    expect(text).not.toMatch(/\b(o|do|ao) hóspede\b|O titular/);
  });

  it('is sent once, when the guest confirms the request', async () => {
    await apiAs(world.app, world.owner)('/me/language', {
      method: 'PUT',
      body: { language: 'en-US' },
    });
    const id = await aSubmittedStay(world, MARIA);
    const before = world.smtp.received.length;
    await askAndConfirm(world, id, MARIA.email, { kind: 'copy' });
    await noticeTo(world.owner.email, before);
    // The notice comes once the copy went: once both are there, nothing else will.
    await eventually(
      async () =>
        world.smtp.received
          .slice(before)
          .some((mail) => /copy of your data/i.test(mail.subject ?? '')),
      15_000,
      'the copy to the guest',
    );
    const notices = world.smtp.received
      .slice(before)
      .filter((mail) => JSON.stringify(mail.to).includes(world.owner.email));
    expect(notices).toHaveLength(1);
  });

  it('counts the requests waiting for an answer, as the menu’s badge shows them', async () => {
    const api = apiAs(world.app, world.owner);
    const openNow = async () => (await api<{ open: number }>('/data-requests/open')).body.open;
    const before = await openNow();
    const id = await aSubmittedStay(world, JOANA);
    const asked = await askAndConfirm(world, id, JOANA.email, {
      kind: 'correction',
      correction: 'My surname is Prado Lima',
    });
    // A copy is answered as it goes: it waits for no one.
    await askAndConfirm(world, id, JOANA.email, { kind: 'copy' });
    expect(await openNow()).toBe(before + 1);
    const answered = await api(`/data-requests/${asked.id}/answer`, {
      method: 'PUT',
      body: { answer: 'Corrected.' },
    });
    expect(answered.status).toBe(200);
    expect(await openNow()).toBe(before);
  });
});
