import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import {
  anOwner,
  apiAs,
  pdfText,
  startMessagingApp,
  waitFor,
  untilEffectsFinished,
  untilQueuesIdle,
  type Member,
  type SmtpPeer,
  type TestApp,
  type WhatsAppPeer,
} from '@chegada/testing';
import { ContactType, reservationStreamId } from '@chegada/domain';
import {
  aHostWithProperty,
  submitCompleteForm,
  type Host,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { createReservation, reservationCalls, send } from '../../reservations/__fixtures__';
import { MESSAGES_QUEUE } from './message-effect';

const GUEST = 'maria@example.com';
const DOORMAN = 'portaria@condominio.example';

describe('messages of a reservation, through the real worker, to real SMTP and WhatsApp peers', () => {
  let smtp: SmtpPeer;
  let whatsapp: WhatsAppPeer;
  let app: TestApp;
  let owner: Member;
  let host: Host;

  beforeAll(async () => {
    ({ app, smtp, whatsapp } = await startMessagingApp({
      MAIL_FROM: 'nao-responda@chegada.example',
    }));
    owner = await anOwner(app, 'Host');
    host = await aHostWithProperty(app, owner);
    await sql`
      insert into residence_contacts (residence_id, position, type, name, phone, email)
      values (${host.residenceId}, 0, ${ContactType.DOORMAN}, 'Portaria', null, ${DOORMAN})`.execute(
      app.database.db,
    );
    await sql`
      insert into account_settings (account_id, settings)
      values (${owner.id}, ${JSON.stringify({ emailHostOnSubmission: true })})`.execute(
      app.database.db,
    );
  });
  afterAll(() => app.close());

  /**
   * Every effect of the stay has run and no message job waits or runs; a door code, due days
   * before a check-in months away, stays in the delayed set.
   */
  const untilSettled = async (id: string) => {
    const counted = (handler: string) => handler !== 'message-door-code';
    await untilEffectsFinished(app, reservationStreamId(id), counted);
    await untilQueuesIdle(app, [MESSAGES_QUEUE], { ignoreDelayed: true });
  };
  const mailsTo = (to: string, subject: string) =>
    smtp.received.filter(
      (mail) => mail.subject === subject && mail.to && JSON.stringify(mail.to).includes(to),
    );
  const mailTo = async (to: string, subject: string): Promise<ParsedMail> =>
    (
      await waitFor(
        async () => mailsTo(to, subject),
        (found) => found.length > 0,
      )
    )[0]!;
  const submitForm = async (id: string) =>
    expect((await submitCompleteForm(app, host, id)).status).toBe(200);
  const templates = () => whatsapp.accepted.map((request) => request.body.template.name);

  it('sends the link, the review notices, the approval and the front desk list, each once', async () => {
    const id = await createReservation(app, owner, host.residenceId, {
      language: 'en-US',
      CheckIn: '2027-03-10T14:00:00-03:00',
      checkout: '2027-03-13T11:00:00-03:00',
    });
    const link = `https://app.chegada.example/p/formdata/${host.friendlyCode}/airbnb/${id}`;

    const invitation = await mailTo(GUEST, 'Your check-in at Casa Azul');
    expect(invitation.from?.value).toEqual([
      { name: 'Casa Azul', address: 'nao-responda@chegada.example' },
    ]);
    expect(invitation.headers.get('content-language')).toBe('en-US');
    expect(invitation.text).toContain(`Fill in the check-in: ${link}`);
    expect(invitation.html).toContain(`href="${link}"`);
    await waitFor(
      async () => templates(),
      (names) => names.includes('chegada_guest_link'),
    );
    expect(whatsapp.accepted[0]?.body).toMatchObject({
      to: '5511987654321',
      type: 'template',
      template: { name: 'chegada_guest_link', language: { code: 'en_US' } },
    });
    expect(JSON.stringify(whatsapp.accepted[0]?.body.template.components)).toContain(link);

    await submitForm(id);
    const toHost = await mailTo(owner.email, 'Check-in sent: Maria Silva at Casa Azul');
    expect(toHost.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://app.chegada.example/u/config>',
    );
    await mailTo(GUEST, 'We received your check-in at Casa Azul');

    expect((await send(app, owner, reservationCalls(id, owner.id).approve)).status).toBe(200);
    const approval = await mailTo(GUEST, 'Check-in approved at Casa Azul');
    expect(approval.text).toContain('Praça da Sé');
    await waitFor(
      async () => templates(),
      (names) => names.includes('chegada_reservation_approved'),
    );
    const frontDesk = await mailTo(DOORMAN, 'Guest list: Casa Azul, 3/10/27, 2:00 PM');
    const attachment = frontDesk.attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    const listed = await pdfText(attachment!.content);
    expect(listed).toContain('ABC1D23 · Onix · Prata');
    expect(listed).toContain('Maria Silva · CPF: ***.***.**7-25');

    // Nothing arrives twice, and the host sees each delivery on the reservation.
    await untilSettled(id);
    for (const [to, subject] of [
      [GUEST, 'Your check-in at Casa Azul'],
      [GUEST, 'We received your check-in at Casa Azul'],
      [GUEST, 'Check-in approved at Casa Azul'],
      [DOORMAN, 'Guest list: Casa Azul, 3/10/27, 2:00 PM'],
    ] as const) {
      expect(mailsTo(to, subject)).toHaveLength(1);
    }
    expect(templates().sort()).toEqual(['chegada_guest_link', 'chegada_reservation_approved']);
    const deliveries = await apiAs(
      app,
      owner,
    )<{ items: Array<Record<string, unknown>> }>(`/stays/reservations/${id}/deliveries`);
    expect(deliveries.body.items).toHaveLength(7);
    expect(deliveries.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'email',
          template: 'guest-link',
          destination: 'm***@example.com',
          status: 'sent',
        }),
        expect.objectContaining({
          channel: 'whatsapp',
          template: 'chegada_guest_link',
          destination: '+*********4321',
          status: 'sent',
        }),
        expect.objectContaining({ channel: 'email', template: 'front-desk-list', status: 'sent' }),
      ]),
    );
  });

  it('tells the guest of a refusal with its motive, of new dates and of a cancellation', async () => {
    const refused = await createReservation(app, owner, host.residenceId, {
      language: 'es-ES',
      CheckIn: '2027-03-10T14:00:00-03:00',
      checkout: '2027-03-13T11:00:00-03:00',
    });
    await submitForm(refused);
    expect((await send(app, owner, reservationCalls(refused, owner.id).refuse)).status).toBe(200);
    const refusal = await mailTo(GUEST, 'Tu check-in en Casa Azul necesita una corrección');
    expect(refusal.text).toContain('Tu check-in no fue aprobado: Documento ilegível');
    expect(refusal.text).toContain(
      `https://app.chegada.example/p/formdata/${host.friendlyCode}/airbnb/${refused}`,
    );

    const extended = await createReservation(app, owner, host.residenceId);
    expect((await send(app, owner, reservationCalls(extended, owner.id).extend)).status).toBe(200);
    const dates = await mailTo(GUEST, 'Novas datas em Casa Azul');
    expect(dates.text).toContain('agora vai de 20/12/2026, 14:00 a 26/12/2026, 11:00');

    const cancelled = await createReservation(app, owner, host.residenceId, { language: 'en-US' });
    expect((await send(app, owner, reservationCalls(cancelled, owner.id).cancel)).status).toBe(200);
    await mailTo(GUEST, 'Reservation cancelled at Casa Azul');
  });

  it('tells the front desk when a stay it was told of is cancelled or ends, and sends the list again on new dates', async () => {
    const doorman = (subject: string) => mailsTo(DOORMAN, subject);
    const approvedStay = async (language: string) => {
      const id = await createReservation(app, owner, host.residenceId, {
        language,
        CheckIn: '2027-04-10T14:00:00-03:00',
        checkout: '2027-04-12T11:00:00-03:00',
      });
      await submitForm(id);
      const calls = reservationCalls(id, owner.id);
      expect((await send(app, owner, calls.approve)).status).toBe(200);
      return calls;
    };

    const cancelled = await approvedStay('en-US');
    await mailTo(DOORMAN, 'Guest list: Casa Azul, 4/10/27, 2:00 PM');
    expect((await send(app, owner, cancelled.cancel)).status).toBe(200);
    const cancellation = await mailTo(
      DOORMAN,
      'Reservation cancelled: Casa Azul, 4/10/27, 2:00 PM',
    );
    expect(cancellation.text).toContain('The reservation of Maria Silva at Casa Azul');
    expect(cancellation.text).toContain('these guests are not authorized to enter');
    expect(cancellation.attachments).toEqual([]);
    // Reverted: the stay is approved again, and the front desk gets the list again.
    expect((await send(app, owner, cancelled.revert)).status).toBe(200);
    await waitFor(
      async () => doorman('Guest list: Casa Azul, 4/10/27, 2:00 PM'),
      (found) => found.length === 2,
    );

    const ended = await approvedStay('es-ES');
    await mailTo(DOORMAN, 'Lista de huéspedes: Casa Azul, 10/4/27, 14:00');
    expect((await send(app, owner, ended.extend)).status).toBe(200);
    const newDates = await mailTo(DOORMAN, 'Lista de huéspedes: Casa Azul, 20/12/26, 14:00');
    expect(await pdfText(newDates.attachments[0]!.content)).toContain('Maria Silva');
    expect((await send(app, owner, ended.finishCheckout)).status).toBe(200);
    const end = await mailTo(DOORMAN, 'Estancia finalizada: Casa Azul, 20/12/26, 14:00');
    expect(end.text).toContain('La estancia de Maria Silva en Casa Azul');

    // Never approved: the front desk never had the list, so it hears nothing of the cancellation.
    const never = await createReservation(app, owner, host.residenceId, { language: 'pt-BR' });
    expect((await send(app, owner, reservationCalls(never, owner.id).cancel)).status).toBe(200);
    await mailTo(GUEST, 'Reserva cancelada em Casa Azul');
    await untilSettled(never);
    expect(smtp.received.filter((mail) => mail.subject?.startsWith('Reserva cancelada:'))).toEqual(
      [],
    );
  });

  it('lets the host download the front desk list of their own reservation only', async () => {
    const id = await createReservation(app, owner, host.residenceId);
    const response = await fetch(`${app.baseUrl}/api/stays/reservations/${id}/front-desk.pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(Buffer.from(await response.arrayBuffer()))).toContain(
      'Lista de hóspedes: Casa Azul',
    );
    const stranger = await anOwner(app, 'Stranger');
    const other = await apiAs(app, stranger)(`/stays/reservations/${id}/front-desk.pdf`);
    expect(other).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('sends the guest link on creation as its own toggles say, whatever the approval ones', async () => {
    const other = await anOwner(app, 'Link host');
    const property = await aHostWithProperty(app, other);
    const settings = (value: Record<string, boolean>) =>
      apiAs(app, other)(`/config/${other.id}`, { method: 'PUT', body: value });
    type Deliveries = { items: Array<{ channel: string; template: string }> };
    const deliveriesOf = (id: string) =>
      apiAs(app, other)<Deliveries>(`/stays/reservations/${id}/deliveries`);
    const sentFor = async (id: string) => {
      await waitFor(
        () => deliveriesOf(id),
        (found) => found.body.items.length > 0,
      );
      // Anything else the effect would send comes with the first.
      await untilSettled(id);
      const { items } = (await deliveriesOf(id)).body;
      return items.map(({ channel, template }) => `${channel}:${template}`);
    };
    // Each time the approval's toggles say the opposite of the link's.
    for (const [email, sent] of [
      [false, 'whatsapp:chegada_guest_link'],
      [true, 'email:guest-link'],
    ] as const) {
      await settings({
        emailGuestLinkOnCreation: email,
        whatsappGuestLinkOnCreation: !email,
        emailGuestOnApproval: !email,
        whatsappGuestOnApproval: email,
      });
      const id = await createReservation(app, other, property.residenceId);
      expect(await sentFor(id)).toEqual([sent]);
    }
  });
});
