import { sql } from 'kysely';
import { ContactType } from '@chegada/domain';
import { anOwner, apiAs, pdfText, waitFor } from '@chegada/testing';
import {
  createReservation,
  reservationCalls,
  send,
  submitForm,
} from '../../reservations/__fixtures__';
import { aResidence } from '../../residences/__fixtures__/residences.builder';
import { deliveriesOf } from './__fixtures__/deliveries';
import { aMessagingWorld } from './__fixtures__/messaging-world';

describe('sending again from the reservation’s page, and the front desk list by WhatsApp', () => {
  // One app, peers, host and property for the whole file.
  const world = aMessagingWorld();

  beforeAll(async () => {
    await sql`
      insert into residence_contacts (residence_id, position, type, name, phone, email)
      values (${world.host.residenceId}, 0, ${ContactType.DOORMAN}, 'Portaria', '(11) 91234-5678',
        'portaria@condominio.example')`.execute(world.app.database.db);
  });

  const deliveries = (id: string) => deliveriesOf(world.app, world.owner, id);
  const sentOf = async (id: string, template: string, count: number) =>
    waitFor(
      async () =>
        (await deliveries(id)).filter((one) => one.template === template && one.status === 'sent'),
      (found) => found.length >= count,
    );
  const resend = (id: string, what: string, member = world.owner) =>
    apiAs(world.app, member)<{ queued?: number; code?: string; message?: string }>(
      `/stays/reservations/${id}/resend/${what}`,
      { method: 'POST', headers: { 'accept-language': 'en-US' } },
    );

  it('sends the guest link again by e-mail and WhatsApp, each attempt on the reservation', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId);
    await sentOf(id, 'guest-link', 1);
    const again = await resend(id, 'guest-link');
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ queued: 2 });
    const emails = await sentOf(id, 'guest-link', 2);
    expect(emails.map((one) => one.destination)).toEqual(['m***@example.com', 'm***@example.com']);
    await sentOf(id, 'chegada_guest_link', 2);
    const links = world.smtp.received.filter((mail) => mail.text?.includes(id));
    expect(links.map((mail) => mail.subject)).toEqual([
      'Seu check-in em Casa Azul',
      'Seu check-in em Casa Azul',
    ]);
  });

  it('sends the front desk list as a WhatsApp document on approval, and again on demand', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId);
    await submitForm(world.app, world.owner.id, id);
    expect(
      (await send(world.app, world.owner, reservationCalls(id, world.owner.id).approve)).status,
    ).toBe(200);
    const [first] = await sentOf(id, 'chegada_front_desk_list', 1);
    expect(first).toMatchObject({ channel: 'whatsapp', destination: '+*********5678' });
    const request = world.whatsapp.accepted.find(
      (one) => one.body.template.name === 'chegada_front_desk_list',
    );
    expect(request?.body.to).toBe('5511912345678');
    const [header, body] = request?.body.template.components ?? [];
    const document = header?.parameters[0]?.document;
    expect(header?.type).toBe('header');
    expect(document?.filename).toBe(`lista-hospedes-${id.slice(0, 8)}.pdf`);
    expect(body?.parameters.map((one) => one.text)).toEqual([
      'Casa Azul',
      '20/12/2026, 14:00',
      '23/12/2026, 11:00',
    ]);
    const media = world.whatsapp.media.find((one) => one.id === document?.id);
    expect(media?.type).toBe('application/pdf');
    expect(await pdfText(media!.content)).toContain('Lista de hóspedes: Casa Azul');
    await sentOf(id, 'front-desk-list', 1);

    expect(await resend(id, 'front-desk-list')).toMatchObject({ status: 202, body: { queued: 2 } });
    await sentOf(id, 'chegada_front_desk_list', 2);
    await sentOf(id, 'front-desk-list', 2);
  });

  it('answers 404 for another account and 422 when nobody can receive it', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId, {
      guestEmail: null,
      guestPhone: null,
    });
    const refused = await resend(id, 'guest-link');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'NO_RECIPIENT',
      message: 'There is no e-mail or phone to send this message to',
    });
    const stranger = await anOwner(world.app, 'Stranger');
    expect((await resend(id, 'front-desk-list', stranger)).status).toBe(404);
  });

  it('sends the list only for an approved stay, and says whether the front desk can be reached', async () => {
    const reachable = async (id: string) =>
      (
        await apiAs(
          world.app,
          world.owner,
        )<{ frontDeskReachable: boolean }>(`/stays/reservations/${id}/deliveries`)
      ).body.frontDeskReachable;
    const id = await createReservation(world.app, world.owner, world.host.residenceId);
    const early = await resend(id, 'front-desk-list');
    expect(early).toMatchObject({
      status: 422,
      body: {
        code: 'FRONT_DESK_LIST_CLOSED',
        message: 'The list goes to the front desk only once the reservation is approved',
      },
    });
    expect(await reachable(id)).toBe(true);
    // A property of the same account with no front desk contact.
    const other = await apiAs(world.app, world.owner)<{ data: { id: string } }>('/residences', {
      body: aResidence({ name: 'Casa sem portaria', contacts: [] }),
    });
    const alone = await createReservation(world.app, world.owner, other.body.data.id);
    expect(await reachable(alone)).toBe(false);
  });

  it('refuses to send the guest link of a cancelled reservation again, saying why', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId);
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);
    const refused = await resend(id, 'guest-link');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'GUEST_LINK_CLOSED',
      message: 'The link of a cancelled or finished reservation is not sent',
    });
  });
});
