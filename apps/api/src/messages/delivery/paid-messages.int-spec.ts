import { sql } from 'kysely';
import { waitFor } from '@chegada/testing';
import { startBillingWorld, type BillingWorld } from '../../billing/__fixtures__/billing-world';
import { aHostWithProperty, type Host } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { createReservation } from '../../reservations/__fixtures__';

type Delivery = { channel: string; status: string; error: string | null; template: string };

// Issue 31: while billing is on, a WhatsApp message draws its price from the host's credits;
// with none left it goes by e-mail instead and the reservation's deliveries say why.
describe('WhatsApp paid by credits', () => {
  let world: BillingWorld;
  let host: Awaited<ReturnType<BillingWorld['aHost']>>;
  let property: Host;
  beforeAll(async () => {
    world = await startBillingWorld({ CREDITS_WHATSAPP_CENTAVOS: '12' });
    host = await world.aHost('Olga Mensagens');
    property = await aHostWithProperty(world.app, host.member, { depositAmount: 0 });
  });
  afterAll(() => world.app.close());

  const grant = (amount: number) =>
    sql`insert into credit_transactions (account_id, amount, kind) values (${host.id}, ${amount}, 'grant')`.execute(
      world.app.database.db,
    );
  const linkOnCreation = (email: boolean) =>
    host.api(`/config/${host.id}`, { method: 'PUT', body: { emailGuestLinkOnCreation: email } });
  const deliveriesOf = async (id: string) =>
    (await host.api<{ items: Delivery[] }>(`/stays/reservations/${id}/deliveries`)).body.items;
  const linksTo = (id: string) =>
    world.whatsapp.accepted.filter((request) =>
      request.body.template.components?.some((part) =>
        part.parameters.some((parameter) => parameter.text?.includes(id)),
      ),
    );
  const balance = async () => (await host.api<{ data: number }>('/credits')).body.data;
  const resendLink = (id: string) =>
    host.api<{ queued: number }>(`/stays/reservations/${id}/resend/guest-link`, {
      method: 'POST',
    });

  it('with no credits, sends the link by e-mail instead and tells the host', async () => {
    expect((await linkOnCreation(false)).status).toBe(200);
    const id = await createReservation(world.app, host.member, property.residenceId, {
      guestEmail: 'hospede.sem.credito@example.com',
    });
    const mail = await waitFor(
      async () => world.smtp.received.find((one) => one.text?.includes(id)),
      Boolean,
    );
    expect(mail!.to).toMatchObject({ text: 'hospede.sem.credito@example.com' });
    const deliveries = await waitFor(
      () => deliveriesOf(id),
      (list) => list.some((one) => one.channel === 'whatsapp'),
    );
    expect(deliveries.find((one) => one.channel === 'whatsapp')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^NO_CREDITS: .*by e-mail instead/),
    });
    expect(linksTo(id)).toEqual([]);
    expect(await balance()).toBe(0);
  });

  it('with no credits and a guest with no e-mail, tells the host the message was not sent', async () => {
    const id = await createReservation(world.app, host.member, property.residenceId, {
      guestEmail: null,
    });
    const deliveries = await waitFor(
      () => deliveriesOf(id),
      (list) => list.some((one) => one.channel === 'whatsapp'),
    );
    expect(deliveries.find((one) => one.channel === 'whatsapp')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^NO_CREDITS_NOT_SENT/),
    });
    expect(deliveries.some((one) => one.channel === 'email')).toBe(false);
    expect(linksTo(id)).toEqual([]);
  });

  it('with no credits, sends the guest link again by e-mail only, and says so', async () => {
    const id = await createReservation(world.app, host.member, property.residenceId, {
      guestEmail: 'hospede.reenvio@example.com',
    });
    const mailsTo = () => world.smtp.received.filter((one) => one.text?.includes(id));
    await waitFor(
      async () => mailsTo(),
      (mails) => mails.length === 1,
    );
    expect(await resendLink(id)).toMatchObject({ status: 202, body: { queued: 1 } });
    await waitFor(
      async () => mailsTo(),
      (mails) => mails.length === 2,
    );
    const unpaid = await waitFor(
      async () => (await deliveriesOf(id)).filter((one) => one.channel === 'whatsapp'),
      (list) => list.length === 2,
    );
    expect(unpaid.map((one) => one.error)).toEqual([
      expect.stringMatching(/^NO_CREDITS/),
      expect.stringMatching(/^NO_CREDITS/),
    ]);
    expect(linksTo(id)).toEqual([]);
    expect(await balance()).toBe(0);
  });

  it('with credits, sends the WhatsApp and draws its price once', async () => {
    await grant(100);
    const id = await createReservation(world.app, host.member, property.residenceId);
    await waitFor(
      async () => linksTo(id),
      (sent) => sent.length === 1,
    );
    expect(await balance()).toBe(88);
    const { body } = await host.api<{ data: { kind: string; amount: number }[] }>('/transactions');
    expect(body.data[0]).toMatchObject({ kind: 'usage', amount: -12 });

    expect(await resendLink(id)).toMatchObject({ status: 202, body: { queued: 2 } });
    await waitFor(
      async () => linksTo(id),
      (sent) => sent.length === 2,
    );
    expect(await balance()).toBe(76);
  });
});
