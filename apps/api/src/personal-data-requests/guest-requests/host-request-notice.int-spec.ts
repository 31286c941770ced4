import { mkdirSync, writeFileSync } from 'node:fs';
import { apiAs, eventually } from '@chegada/testing';
import type { ParsedMail } from 'mailparser';
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

// Where the screenshots' spec (test/e2e/data-requests-host-screens) finds the HTML received.
const RECEIVED_HTML_DIR = process.env.HOST_NOTICE_HTML_DIR;

const DAY_MS = 24 * 60 * 60 * 1000;

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

  const askAs = async (
    language: string,
    guest: AGuest,
    body: Record<string, unknown>,
  ): Promise<{ mail: ParsedMail; id: string }> => {
    const chosen = await apiAs(world.app, world.owner)('/me/language', {
      method: 'PUT',
      body: { language },
    });
    expect(chosen.status).toBe(204);
    const id = await aSubmittedStay(world, guest);
    const before = world.smtp.received.length;
    await askAndConfirm(world, id, guest.email, body);
    return { mail: await noticeTo(world.owner.email, before), id };
  };

  const dueDay = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + 15 * DAY_MS),
    );

  it.each([
    ['pt-BR', MARIA, { kind: 'deletion' }, 'Pedido LGPD em Casa Azul: Exclusão, responda até'],
    [
      'en-US',
      JOANA,
      { kind: 'correction', correction: 'My surname is Prado Lima' },
      'Data request at Casa Azul: Correction, answer by',
    ],
    ['es-ES', RUI, { kind: 'copy' }, 'Solicitud LGPD en Casa Azul: Copia de los datos, responde'],
  ] as const)(
    'in the owner’s language (%s): what, on which stay, the deadline and the link',
    async (language, guest, body, subject) => {
      const { mail } = await askAs(language, guest, body);
      expect(mail.subject).toContain(subject);
      // From the company, as the guest's e-mails about the request.
      expect(mail.from?.value[0]?.name).toBe('Pousada Sol Nascente');
      const html = String(mail.html);
      const text = mail.text ?? '';
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
      expect(html).toMatch(/href="http[^"]*\/u\/data-requests"/);
      // The guest's name and contact stay out of the host's mailbox and the delivery records.
      for (const needle of needlesOf(guest))
        expect(`${mail.subject} ${text} ${html}`).not.toContain(needle);
      if (RECEIVED_HTML_DIR) {
        mkdirSync(RECEIVED_HTML_DIR, { recursive: true });
        writeFileSync(`${RECEIVED_HTML_DIR}/host-notice-${language}.html`, html);
      }
    },
  );

  it('is sent once, when the guest confirms the request', async () => {
    await apiAs(world.app, world.owner)('/me/language', {
      method: 'PUT',
      body: { language: 'en-US' },
    });
    const id = await aSubmittedStay(world, MARIA);
    const before = world.smtp.received.length;
    await askAndConfirm(world, id, MARIA.email, { kind: 'copy' });
    await noticeTo(world.owner.email, before);
    // The copy's e-mail to the guest comes after the notice: once it is there, nothing else will.
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
