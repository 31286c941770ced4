import type { PixPayment, SubscriptionOverview, TierAhead } from '@chegada/contracts';
import { sql } from 'kysely';
import { requestJson, waitFor } from '@chegada/testing';
import { PEER_WEBHOOK_TOKEN } from './__fixtures__/asaas-peer';
import {
  aGuestReservation,
  aHostWithProperty,
  saveCompleteForm,
} from '../guest-form/__fixtures__/guest-form-fixtures';
import { reservationBody } from '../reservations/__fixtures__';
import { aResidence } from '../residences/__fixtures__/residences.builder';
import {
  aBillingWorld,
  declareProperties,
  type BillingHost as Host,
} from './__fixtures__/billing-world';
import { CreditTransactionsRepository } from '../credits';
import { BillingCharges } from './billing-charges.repository';
import { BillingRecords } from './billing-records.repository';
import { addMonths, billingDate, periodLastDay } from './plan-tiers';

type Me = {
  currentSubscription: {
    status: string;
    plan: { name: string };
    paymentLink: string | null;
    ended: boolean;
  };
};

const DAY = 24 * 60 * 60 * 1000;
const me = async (host: Host) => (await host.api<Me>('/me')).body.currentSubscription;

// Issue 31: the subscription bills itself through a local Asaas, on a test clock.
describe('the subscription that bills itself, against an Asaas peer', () => {
  const world = aBillingWorld();

  const overview = async (host: Host) =>
    (await host.api<SubscriptionOverview>('/billing/subscription')).body;

  it('runs the trial with the price the first charge will have, charging nothing', async () => {
    const host = await world.aHost('Ana Trial');
    await world.addProperties(host, 2);
    const report = await world.cycle(1);
    expect(report.subscribed).toBe(0);
    const page = await overview(host);
    expect(page).toMatchObject({
      billing: 'configured',
      status: 'trial',
      trialDaysLeft: 30,
      properties: 2,
      tier: { table: 'Essencial', min: 1, max: 3, monthlyPrice: 5_990 },
      billedTier: null,
      openCharge: null,
      charges: [],
    });
    expect(page.nextCharge).toEqual({
      dueDate: billingDate(new Date(page.trialEndsAt!)),
      amount: 5_990,
    });
    expect(world.customerOf(host)).toBeUndefined();
  });

  it("shows the tier of the registration's quantity of properties until the first one exists", async () => {
    const host = await world.aHost('Caio Declara');
    await sql`update companies set quantity_of_properties = 8 where owner_id = ${host.id}`.execute(
      world.app.database.db,
    );
    expect(await overview(host)).toMatchObject({
      properties: 0,
      tier: { min: 4, max: 10, monthlyPrice: 14_990 },
      nextCharge: { amount: 14_990 },
    });
    // The properties the host has decide from the first one.
    await world.addProperties(host, 1);
    expect(await overview(host)).toMatchObject({
      properties: 1,
      tier: { min: 1, max: 3, monthlyPrice: 5_990 },
    });
  });

  it('makes the customer and the first charge when the trial ends, once', async () => {
    const host = await world.aHostPastTrial('Bruno Fim', 2);
    expect(world.customerOf(host)).toMatchObject({
      name: 'Pousada Sol',
      cpfCnpj: '11222333000181',
      email: host.email,
    });
    const [subscription] = [...world.peer.subscriptions.values()].filter(
      (one) => one.customer === world.customerOf(host)!.id,
    );
    expect(subscription).toMatchObject({ value: 59.9, cycle: 'MONTHLY', billingType: 'UNDEFINED' });
    const [first] = world.chargesOf(host);
    expect(first?.dueDate).toBe(billingDate(new Date(Date.now() + 31 * DAY)));
    const page = await overview(host);
    // The first charge is listed as open: the next is the cycle after it.
    expect(page.nextCharge).toEqual({ dueDate: addMonths(first!.dueDate, 1), amount: 5_990 });
    expect(page).toMatchObject({
      status: 'active',
      planName: 'Essencial 1–3',
      billedTier: { min: 1, max: 3, monthlyPrice: 5_990 },
      openCharge: {
        id: first!.id,
        amount: 5_990,
        status: 'pending',
        invoiceUrl: first!.invoiceUrl,
      },
    });
    expect(await me(host)).toMatchObject({
      status: 'active',
      plan: { name: 'Essencial 1–3' },
      paymentLink: first!.invoiceUrl,
    });
    // Another run, or a second worker at once, makes nothing more.
    await Promise.all([world.cycle(31), world.cycle(32)]);
    expect(world.chargesOf(host)).toHaveLength(1);
    expect(world.peer.subscriptions.size).toBeGreaterThan(0);
    expect(
      [...world.peer.subscriptions.values()].filter(
        (one) => one.customer === world.customerOf(host)!.id,
      ),
    ).toHaveLength(1);
  });

  it("gives the charge's pix, and a paid charge leaves nothing to pay", async () => {
    const host = await world.aHostPastTrial('Carla Pix');
    const [charge] = world.chargesOf(host);
    const pix = await host.api<PixPayment>(`/billing/charges/${charge!.id}/pix`, {
      method: 'POST',
    });
    expect(pix.status).toBe(200);
    expect(pix.body).toMatchObject({
      chargeId: charge!.id,
      amount: 5_990,
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
      copyPaste: expect.stringContaining('BR.GOV.BCB.PIX'),
    });
    expect(await world.peer.pay(charge!.id)).toBe(200);
    const page = await overview(host);
    expect(page.openCharge).toBeNull();
    expect(page.charges[0]).toMatchObject({
      status: 'paid',
      receiptUrl: `${world.peer.url}/comprovantes/${charge!.id}`,
    });
    expect(await me(host)).toMatchObject({ status: 'active', paymentLink: null });
  });

  it('refuses a forged webhook and changes nothing for a duplicate', async () => {
    const host = await world.aHostPastTrial('Davi Dup');
    const [charge] = world.chargesOf(host);
    // A plain refusal of the token, in no words of a session.
    const forged = await requestJson<{ code: string; message: string }>(world.peer.webhookUrl, {
      headers: { 'asaas-access-token': 'forged-token-0123456789' },
      body: { id: 'evt_forged_' + charge!.id, event: 'PAYMENT_RECEIVED', payment: charge! },
    });
    expect(forged).toMatchObject({
      status: 401,
      body: {
        code: 'WEBHOOK_TOKEN_REFUSED',
        message: 'Webhook recusado: o cabeçalho asaas-access-token falta ou não é o configurado.',
      },
    });
    expect((await overview(host)).openCharge?.status).toBe('pending');

    await world.peer.pay(charge!.id);
    const paidEvent = 'evt_paid_once_' + charge!.id;
    await world.peer.notify(
      'PAYMENT_REFUNDED',
      { ...charge!, status: 'REFUNDED' },
      { eventId: paidEvent },
    );
    // The same event again, now claiming a payment: acknowledged, ignored.
    const again = await requestJson<{ received: string }>(world.peer.webhookUrl, {
      headers: { 'asaas-access-token': PEER_WEBHOOK_TOKEN },
      body: {
        id: paidEvent,
        event: 'PAYMENT_RECEIVED',
        payment: { ...charge!, status: 'RECEIVED' },
      },
    });
    expect(again).toMatchObject({ status: 200, body: { received: 'duplicate' } });
    expect((await overview(host)).charges[0]?.status).toBe('refunded');
  });

  it('tells the owner of an overdue charge, makes the account inactive past the grace, and active on payment', async () => {
    const host = await world.aHostPastTrial('Elisa Atraso');
    const property = await aHostWithProperty(world.app, host.member, { depositAmount: 0 });
    const sentBefore = await aGuestReservation(world.app, property);
    const [charge] = world.chargesOf(host);
    await world.peer.overdue(charge!.id);
    const mail = await waitFor(
      async () => world.smtp.received.find((one) => one.subject?.includes('venceu')),
      Boolean,
    );
    expect(mail!.to).toMatchObject({ text: host.email });
    expect(mail!.text).toContain(charge!.invoiceUrl);

    // Due 31 days from now; the grace is 5 days.
    expect((await world.cycle(36)).inactivated).toBe(0);
    expect((await me(host)).status).toBe('active');
    await world.cycle(37);
    expect(await me(host)).toMatchObject({
      status: 'inactive',
      paymentLink: charge!.invoiceUrl,
      ended: false,
    });
    // Told once, by e-mail, however often the cycle runs afterwards.
    const inactiveMails = () =>
      world.mailsTo(host).filter((one) => one.subject?.includes('inativa'));
    await waitFor(
      async () => inactiveMails(),
      (mails) => mails.length > 0,
    );
    await world.cycle(38);
    expect(inactiveMails().map((one) => one.text)).toEqual([
      expect.stringContaining(charge!.invoiceUrl),
    ]);

    const refused = await host.api('/residences', {
      body: aResidence(),
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused).toMatchObject({ status: 402, body: { code: 'SUBSCRIPTION_INACTIVE' } });
    expect((refused.body as { message: string }).message).toMatch(/^Your subscription is inactive/);
    const reservation = await host.api('/stays/reservations', {
      body: reservationBody(property.residenceId),
    });
    expect(reservation).toMatchObject({ status: 402, body: { code: 'SUBSCRIPTION_INACTIVE' } });
    // Never punish the guest: the link already sent still takes the guest's form.
    const sent = await saveCompleteForm(world.app, property, sentBefore);
    expect(sent.status).toBe(200);

    await world.peer.pay(charge!.id);
    expect(await me(host)).toMatchObject({ status: 'active', paymentLink: null });
  });

  it("tells the owner, in the owner's language, of the first charge and of each payment, once", async () => {
    const us = (date: string) => date.replace(/^(\d+)-(\d+)-(\d+)$/, '$2/$3/$1');
    const es = (date: string) => date.split('-').reverse().join('/');
    const ana = await world.aHost('Ana English', 'en-US');
    await world.addProperties(ana, 1);
    const pilar = await world.aHost('Pilar Español', 'es-ES');
    await world.addProperties(pilar, 1);
    await world.cycle(31);
    const [charge] = world.chargesOf(ana);
    const due = charge!.dueDate;
    // The trial's end is the first word: the amount, the due date and the link to pay.
    const [first] = await waitFor(
      async () => world.mailsTo(ana),
      (mails) => mails.length > 0,
    );
    expect(first!.subject).toBe(
      `Chegada: your free trial ended — the first charge of R$59.90 is due on ${us(due)}`,
    );
    expect(first!.text).toContain(charge!.invoiceUrl);
    const [primero] = await waitFor(
      async () => world.mailsTo(pilar),
      (mails) => mails.length > 0,
    );
    // Written as the screens write it in Spanish (libs/contracts' formatMoney): R$ first.
    expect(primero!.subject).toBe(
      `Chegada: tu prueba gratuita terminó — el primer cobro de R$\u00a059,90 vence el ${es(due)}`,
    );
    expect(primero!.text).toContain(`El primer cobro, de R$\u00a059,90, vence el ${es(due)}.`);

    // Paid after it went overdue and the account inactive: the payment and the period it pays.
    await world.peer.overdue(charge!.id);
    await world.cycle(37);
    expect((await me(ana)).status).toBe('inactive');
    expect(await world.peer.pay(charge!.id)).toBe(200);
    const paid = await waitFor(
      async () => world.mailsTo(ana).filter((one) => one.subject?.includes('received the payment')),
      (mails) => mails.length > 0,
    );
    expect(paid[0]!.subject).toBe('Chegada: we received the payment of R$59.90');
    const lastDay = periodLastDay(due);
    expect(lastDay).toBe(
      new Date(Date.parse(`${addMonths(due, 1)}T00:00:00Z`) - DAY).toISOString().slice(0, 10),
    );
    expect(paid[0]!.text).toContain(`for the period from ${us(due)} to ${us(lastDay)}`);
    // The page (and the cancel dialog) end the service on that same day (issue 31).
    const page = await ana.api<SubscriptionOverview>('/billing/subscription');
    expect(page.body.serviceUntil).toBe(lastDay);
    expect(paid[0]!.text).toContain('Your account is active');

    // The same payment reported again, and the cycle run again, tell nothing more.
    await world.peer.notify('PAYMENT_RECEIVED', world.chargesOf(ana)[0]!);
    await world.cycle(38);
    await world.peer.pay(world.chargesOf(pilar)[0]!.id);
    await waitFor(
      async () => world.mailsTo(pilar),
      (mails) => mails.length > 1,
    );
    const subjects = world.mailsTo(ana).map((one) => one.subject);
    expect(subjects).toHaveLength(4);
    expect(subjects).toEqual(
      expect.arrayContaining([
        first!.subject,
        expect.stringContaining('was due on'),
        expect.stringContaining('inactive'),
        paid[0]!.subject,
      ]),
    );
  });

  it('counts a refunded charge as unpaid again: a new charge bills it, the owner is told', async () => {
    const host = await world.aHostPastTrial('Fabio Estorno');
    const [charge] = world.chargesOf(host);
    await world.peer.pay(charge!.id);
    await world.peer.refund(charge!.id);
    // The provider takes nothing more on a refunded charge: a new one, due today, carries it.
    const again = world
      .chargesOf(host)
      .find((one) => one.externalReference === `refund-of:${charge!.id}`);
    expect(again).toMatchObject({
      value: 59.9,
      dueDate: billingDate(new Date()),
      subscription: null,
    });
    const page = await overview(host);
    expect(page.openCharge).toMatchObject({
      id: again!.id,
      status: 'pending',
      replaces: charge!.id,
    });
    expect(page.charges.find((one) => one.id === charge!.id)?.status).toBe('refunded');
    expect(await me(host)).toMatchObject({ status: 'active', paymentLink: again!.invoiceUrl });
    const mail = await waitFor(
      async () =>
        world.smtp.received.find(
          (one) => one.subject?.includes('estornado') && one.text?.includes(again!.invoiceUrl),
        ),
      Boolean,
    );
    expect(mail!.subject).toBe('Chegada: o pagamento de R$\u00a059,90 foi estornado');
    // The same refund reported again bills nothing more.
    await world.peer.refund(charge!.id);
    expect(world.chargesOf(host)).toHaveLength(2);
    // Its pix is the new charge's.
    const pix = await host.api<PixPayment>(`/billing/charges/${charge!.id}/pix`, {
      method: 'POST',
    });
    expect(pix.body).toMatchObject({ chargeId: again!.id, invoiceUrl: again!.invoiceUrl });

    await world.cycle(6);
    expect((await me(host)).status).toBe('inactive');
    await world.peer.pay(again!.id);
    expect(await me(host)).toMatchObject({ status: 'active', paymentLink: null });
    expect((await overview(host)).openCharge).toBeNull();
    expect((await world.cycle(40)).inactivated).toBe(0);
  });

  it('bills a refund again when the host asks its pix, if the provider failed at the refund', async () => {
    const host = await world.aHostPastTrial('Olga Falha');
    const [charge] = world.chargesOf(host);
    await world.peer.pay(charge!.id);
    world.peer.outage = 503;
    await world.peer.refund(charge!.id);
    world.peer.outage = null;
    expect((await overview(host)).openCharge).toMatchObject({ id: charge!.id, status: 'refunded' });
    const pix = await host.api<PixPayment>(`/billing/charges/${charge!.id}/pix`, {
      method: 'POST',
    });
    expect(pix.status).toBe(200);
    expect(pix.body.chargeId).not.toBe(charge!.id);
    expect((await overview(host)).openCharge).toMatchObject({
      id: pix.body.chargeId,
      replaces: charge!.id,
    });
  });

  it("dates the next charge by the subscription's cycle, not by the latest charge", async () => {
    const host = await world.aHostPastTrial('Paulo Ciclo');
    const [first] = world.chargesOf(host);
    const subscription = [...world.peer.subscriptions.values()].find(
      (one) => one.customer === world.customerOf(host)!.id,
    )!;
    // The next month's charge made early, the first one still unpaid.
    await world.peer.nextCycle(subscription.id);
    const page = await overview(host);
    expect(page.nextCharge).toEqual({ dueDate: addMonths(first!.dueDate, 2), amount: 5_990 });
    expect(page.openCharge?.id).toBe(first!.id);
  });

  it('lists every charge left unpaid, and makes the account active once none is overdue', async () => {
    const host = await world.aHostPastTrial('Sara Duas Faturas');
    const subscription = [...world.peer.subscriptions.values()].find(
      (one) => one.customer === world.customerOf(host)!.id,
    )!;
    await world.peer.nextCycle(subscription.id);
    // Both due dates went by with no word from the provider: still pending, past the grace.
    const [older, newer] = world.chargesOf(host);
    const daysAgo = (days: number) => billingDate(new Date(Date.now() - days * DAY));
    for (const [charge, days] of [
      [older!, 20],
      [newer!, 10],
    ] as const) {
      charge.dueDate = daysAgo(days);
      await sql`update billing_charges set due_date = ${charge.dueDate}::date
        where id = ${charge.id}`.execute(world.app.database.db);
    }
    await world.cycle(0);
    expect((await me(host)).status).toBe('inactive');
    const page = await overview(host);
    expect(page.openCharges.map((one) => one.id)).toEqual([older!.id, newer!.id]);
    expect(page.owed).toBe(2 * 5_990);

    const paidMail = (charge: { dueDate: string }) =>
      waitFor(
        async () =>
          world
            .mailsTo(host)
            .find(
              (one) =>
                one.text?.includes(charge.dueDate.split('-').reverse().join('/')) &&
                one.subject?.includes('recebemos o pagamento'),
            ),
        Boolean,
      );
    await world.peer.pay(newer!.id);
    expect((await paidMail(newer!))!.text).toContain('Ainda há uma cobrança em aberto');
    expect((await me(host)).status).toBe('inactive');
    expect((await overview(host)).openCharges.map((one) => one.id)).toEqual([older!.id]);

    await world.peer.pay(older!.id);
    expect((await paidMail(older!))!.text).toContain('Sua conta está ativa');
    expect((await me(host)).status).toBe('active');
    expect(await overview(host)).toMatchObject({ openCharges: [], owed: 0 });
    await world.cycle(0);
    expect((await me(host)).status).toBe('active');
  });

  it('says before a new property that it moves the account to a dearer tier', async () => {
    const host = await world.aHost('Quezia Faixa');
    const ahead = async () =>
      (await host.api<{ data: TierAhead | null }>('/billing/tier-ahead')).body.data;
    await world.addProperties(host, 2);
    expect(await ahead()).toBeNull();
    await world.addProperties(host, 1);
    const trialEnd = (await overview(host)).nextCharge!.dueDate;
    expect(await ahead()).toEqual({
      properties: 4,
      tier: { table: 'Essencial', min: 4, max: 10, monthlyPrice: 14_990 },
      current: { table: 'Essencial', min: 1, max: 3, monthlyPrice: 5_990 },
      from: trialEnd,
      trial: true,
    });
  });

  it('dates a dearer tier from the cycle after an overdue charge, which keeps its price', async () => {
    const host = await world.aHostPastTrial('Rui Atrasa', 3);
    const [charge] = world.chargesOf(host);
    await world.peer.overdue(charge!.id);
    expect((await overview(host)).openCharge).toMatchObject({ id: charge!.id, status: 'overdue' });
    const ahead = await host.api<{ data: TierAhead | null }>('/billing/tier-ahead');
    expect(ahead.body.data).toMatchObject({
      properties: 4,
      tier: { min: 4, max: 10, monthlyPrice: 14_990 },
      from: addMonths(charge!.dueDate, 1),
      trial: false,
    });
  });

  it('bills an account with no property at the first tier, and reprices it no more', async () => {
    const host = await world.aHostPastTrial('Zeca Zero', 0);
    expect((await overview(host)).billedTier).toMatchObject({ min: 1, max: 3 });
    // Every cycle after: 0 properties is the first tier's count, not one to review again.
    await world.cycle(32);
    const review = await world.app.app.get(BillingRecords).tiersToReview();
    expect(review.map((account) => account.ownerId)).not.toContain(host.id);
    expect((await overview(host)).billedTier).toMatchObject({ min: 1, max: 3 });
  });

  it('never shows the open charge again as the next: the cycle after it, paid or not', async () => {
    const host = await world.aHostPastTrial('Nico Proximo');
    const [first] = world.chargesOf(host);
    expect((await overview(host)).nextCharge).toEqual({
      dueDate: addMonths(first!.dueDate, 1),
      amount: 5_990,
    });
    await world.peer.pay(first!.id);
    await waitFor(
      async () => (await overview(host)).charges,
      (charges) => charges.some((charge) => charge.status === 'paid'),
    );
    expect((await overview(host)).nextCharge).toEqual({
      dueDate: addMonths(first!.dueDate, 1),
      amount: 5_990,
    });
  });

  it('bills the new tier from the next charge when the properties grow past it', async () => {
    const host = await world.aHostPastTrial('Gil Cresce', 3);
    await declareProperties(world, host.id, 10);
    await world.addProperties(host, 1);
    expect((await overview(host)).tier).toMatchObject({ min: 4, max: 10 });
    expect((await world.cycle(31)).repriced).toBeGreaterThanOrEqual(1);
    const subscription = [...world.peer.subscriptions.values()].find(
      (one) => one.customer === world.customerOf(host)!.id,
    );
    expect(subscription?.value).toBe(149.9);
    // The charge already made keeps its price (no proration).
    expect(world.chargesOf(host).map((one) => one.value)).toEqual([59.9]);
    expect(await overview(host)).toMatchObject({
      planName: 'Essencial 4–10',
      billedTier: { min: 4, max: 10, monthlyPrice: 14_990 },
    });
  });

  it('buys credits by pix, credited once when paid', async () => {
    const host = await world.aHost('Helena Créditos');
    const bought = await host.api<PixPayment>('/credits/purchase', { body: { amount: 5_000 } });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ amount: 5_000, copyPaste: expect.any(String) });
    const balance = async () => (await host.api<{ data: number }>('/credits')).body.data;
    expect(await balance()).toBe(0);
    const payment = world.peer.payments.get(bought.body.chargeId)!;
    // Open until paid: the host can show its pix again after a reload.
    expect((await overview(host)).openCreditPurchases).toEqual([
      expect.objectContaining({ id: payment.id, amount: 5_000, status: 'pending' }),
    ]);
    await world.peer.pay(payment.id);
    await world.peer.notify('PAYMENT_CONFIRMED', payment);
    expect(await balance()).toBe(5_000);
    expect((await overview(host)).openCreditPurchases).toEqual([]);
    const { body } = await host.api<{ data: { kind: string; amount: number }[] }>('/transactions');
    expect(body.data).toEqual([expect.objectContaining({ kind: 'purchase', amount: 5_000 })]);
    // The trial goes on: buying credits made a customer, not a subscription.
    expect((await overview(host)).status).toBe('trial');
  });

  it('takes a refunded purchase’s credits back, once, never below zero', async () => {
    const host = await world.aHost('Hugo Estorno', 'es-ES');
    const balance = async () => (await host.api<{ data: number }>('/credits')).body.data;
    type Line = { kind: string; refund: boolean; amount: number; description: string };
    const statement = async (language = 'es-ES') =>
      (
        await host.api<{ data: Line[] }>('/transactions', {
          headers: { 'accept-language': language },
        })
      ).body.data;
    const buy = async (amount: number) => {
      const bought = await host.api<PixPayment>('/credits/purchase', { body: { amount } });
      await world.peer.pay(bought.body.chargeId);
      return bought.body.chargeId;
    };
    const first = await buy(5_000);
    expect(await balance()).toBe(5_000);
    await world.peer.refund(first);
    expect(await balance()).toBe(0);
    const [takenBack] = await statement();
    expect(takenBack).toMatchObject({ kind: 'usage', refund: true, amount: -5_000 });
    expect(takenBack!.description).toMatch(
      /^Pix reembolsado: la compra de R\$\u00a050,00 del \d{2}\/\d{2}\/\d{4} se retiró del saldo$/,
    );
    // Read in another language, the same line says it there (written when read, issue 31).
    const [inEnglish] = await statement('en-US');
    expect(inEnglish).toMatchObject({ kind: 'usage', refund: true, amount: -5_000 });
    expect(inEnglish!.description).toMatch(
      /^Pix refunded: the purchase of R\$50\.00 made on \d{2}\/\d{2}\/\d{4} was taken from the balance$/,
    );
    // The same refund reported again takes nothing more; a refund never shows as open.
    await world.peer.refund(first);
    expect(await balance()).toBe(0);
    expect((await overview(host)).openCreditPurchases).toEqual([]);

    // Part of a purchase already spent: what is left is taken, and the line says so.
    const second = await buy(3_000);
    const ledger = world.app.app.get(CreditTransactionsRepository);
    await ledger.draw({
      accountId: host.id,
      amount: 1_000,
      usageKey: 'w-1',
      description: 'WhatsApp',
    });
    await world.peer.refund(second);
    expect(await balance()).toBe(0);
    expect((await statement())[0]).toMatchObject({
      kind: 'usage',
      amount: -2_000,
      description: expect.stringContaining('se retiró R$\u00a020,00, lo que quedaba en el saldo'),
    });
  });

  it('answers an open purchase again, and refuses another amount while it is open', async () => {
    const host = await world.aHost('Olga Aberta');
    const first = await host.api<PixPayment>('/credits/purchase', { body: { amount: 5_000 } });
    const again = await host.api<PixPayment>('/credits/purchase', { body: { amount: 5_000 } });
    expect(again.body.chargeId).toBe(first.body.chargeId);
    const other = await host.api('/credits/purchase', {
      body: { amount: 2_000 },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'CREDIT_PURCHASE_OPEN',
      message:
        'Una compra de créditos todavía espera su pix. Págala (su QR está en Suscripción) o cancélala antes de comprar otro importe.',
      errors: [{ field: 'amount' }],
    });
    expect(world.chargesOf(host)).toHaveLength(1);
    // Paid, the next purchase is a new one.
    await world.peer.pay(first.body.chargeId);
    const next = await host.api<PixPayment>('/credits/purchase', { body: { amount: 2_000 } });
    expect(next.status).toBe(201);
    expect(next.body.chargeId).not.toBe(first.body.chargeId);
  });

  it('cancels an open purchase at the provider too: nothing credited, another amount bought', async () => {
    const host = await world.aHost('Ivo Desiste');
    const stranger = await world.aHost('Vera Alheia');
    const open = await host.api<PixPayment>('/credits/purchase', { body: { amount: 5_000 } });
    const cancel = (who: Host, id: string) =>
      who.api(`/credits/purchases/${id}/cancel`, { method: 'POST' });
    // Another account's purchase reads as an unknown one, and stays open.
    expect((await cancel(stranger, open.body.chargeId)).status).toBe(404);
    expect((await cancel(host, open.body.chargeId)).status).toBe(204);
    const atPeer = world.chargesOf(host);
    expect(atPeer).toEqual([expect.objectContaining({ id: open.body.chargeId, deleted: true })]);
    expect(world.peer.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v3/payments/${open.body.chargeId}` }),
    );
    expect((await overview(host)).openCreditPurchases).toEqual([]);
    // Gone: cancelling again finds nothing open, and another amount is a new purchase.
    expect((await cancel(host, open.body.chargeId)).status).toBe(404);
    const other = await host.api<PixPayment>('/credits/purchase', { body: { amount: 2_000 } });
    expect(other.status).toBe(201);
    expect(other.body.chargeId).not.toBe(open.body.chargeId);
    // A paid purchase is no open one: nothing to cancel, the credits stay.
    await world.peer.pay(other.body.chargeId);
    expect((await cancel(host, other.body.chargeId)).status).toBe(404);
    expect((await host.api<{ data: number }>('/credits')).body.data).toBe(2_000);
  });

  it('writes the next billing e-mail in the language the owner chose in the app', async () => {
    const host = await world.aHost('Paula Idioma', 'pt-BR');
    await world.addProperties(host, 1);
    const chosen = await host.api('/me/language', { method: 'PUT', body: { language: 'es-ES' } });
    expect(chosen.status).toBe(204);
    const refused = await host.api('/me/language', {
      method: 'PUT',
      body: { language: 'fr-FR' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ field: 'language' }] } });
    await world.cycle(31);
    const [mail] = await waitFor(
      async () => world.mailsTo(host),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toMatch(
      /^Chegada: tu prueba gratuita terminó — el primer cobro de R\$\u00a059,90/,
    );
  });

  it('refuses an amount out of range with the field, in the caller’s language', async () => {
    const host = await world.aHost('Igor Valor');
    const answer = await host.api('/credits/purchase', {
      body: { amount: 500 },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: [{ field: 'amount', message: 'Indica un importe de R$ 10,00 a R$ 10.000,00' }],
    });
  });

  it('cancels: nothing more is charged and the period paid runs to its end', async () => {
    const host = await world.aHostPastTrial('Julia Cancela');
    const [charge] = world.chargesOf(host);
    await world.peer.pay(charge!.id);
    const cancelled = await host.api<SubscriptionOverview>('/billing/subscription/cancel', {
      method: 'POST',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelledAt).not.toBeNull();
    expect(cancelled.body.status).toBe('active');
    expect(cancelled.body.ended).toBe(false);
    // The period paid runs to the day before the next date of the cycle, inclusive.
    expect(cancelled.body).toMatchObject({
      serviceUntil: periodLastDay(charge!.dueDate),
      nextCharge: null,
    });
    expect(
      [...world.peer.subscriptions.values()].find(
        (one) => one.customer === world.customerOf(host)!.id,
      )?.deleted,
    ).toBe(true);
    expect((await host.api('/billing/subscription/cancel', { method: 'POST' })).status).toBe(404);

    // Subscribing again: a new subscription whose first charge is due when the period ends.
    const resumed = await host.api<SubscriptionOverview>('/billing/subscription/resume', {
      method: 'POST',
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', cancelledAt: null });
    const live = [...world.peer.subscriptions.values()].filter(
      (one) => one.customer === world.customerOf(host)!.id && !one.deleted,
    );
    expect(live).toHaveLength(1);
    const firstAgain = world.chargesOf(host).find((one) => one.subscription === live[0]!.id);
    expect(firstAgain?.dueDate).toBe(addMonths(charge!.dueDate, 1));
    expect(resumed.body.openCharge?.id).toBe(firstAgain!.id);
    expect((await host.api('/billing/subscription/resume', { method: 'POST' })).status).toBe(404);
  });

  it('cancels during the trial: the trial ends now, nothing is ever charged, data kept', async () => {
    const host = await world.aHost('Rita Desiste');
    await world.addProperties(host, 1);
    const cancelled = await host.api<SubscriptionOverview>('/billing/subscription/cancel', {
      method: 'POST',
    });
    expect(cancelled.status).toBe(200);
    // The page's Status card says ended, as the header does.
    expect(cancelled.body).toMatchObject({ status: 'inactive', ended: true, nextCharge: null });
    expect(cancelled.body.cancelledAt).not.toBeNull();
    expect(world.customerOf(host)).toBeUndefined();
    // The session says why, as the API's refusal does: ended (subscribe again), nothing to pay.
    expect(await me(host)).toMatchObject({ status: 'inactive', ended: true, paymentLink: null });
    // Nothing new while cancelled, and the trial's end charges nothing.
    // Refused as ended (subscribe again), not as unpaid: nothing is owed.
    const refused = await host.api('/residences', { body: aResidence({ name: 'Casa 2' }) });
    expect(refused).toMatchObject({ status: 402, body: { code: 'SUBSCRIPTION_ENDED' } });
    await world.cycle(31);
    expect(world.customerOf(host)).toBeUndefined();
    expect((await host.api('/billing/subscription/cancel', { method: 'POST' })).status).toBe(404);
    // Changed their mind within what would have been the trial: the trial runs on to its
    // original end, nothing charged before, and no customer made at the provider yet.
    const resumed = await host.api<SubscriptionOverview>('/billing/subscription/resume', {
      method: 'POST',
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'trial', cancelledAt: null, trialDaysLeft: 30 });
    expect(resumed.body.nextCharge?.dueDate).toBe(billingDate(new Date(Date.now() + 30 * DAY)));
    expect(world.customerOf(host)).toBeUndefined();
    expect((await me(host)).status).toBe('trial');
    // The trial's end makes the first charge then, and tells the owner of it by e-mail.
    await world.cycle(31);
    expect(world.chargesOf(host)).toEqual([
      expect.objectContaining({
        dueDate: billingDate(new Date(Date.now() + 31 * DAY)),
        status: 'PENDING',
      }),
    ]);
    await waitFor(
      async () => world.mailsTo(host).filter((one) => one.subject?.includes('teste')),
      (mails) => mails.length > 0,
    );
  });

  it('refuses credits once a cancelled subscription’s service has ended, charging nothing', async () => {
    const ended = await world.aHost('Sara Encerra');
    expect((await ended.api('/billing/subscription/cancel', { method: 'POST' })).status).toBe(200);
    const refused = await ended.api('/credits/purchase', {
      body: { amount: 5_000 },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(refused).toMatchObject({
      status: 402,
      body: {
        code: 'SUBSCRIPTION_ENDED',
        message:
          'Tu suscripción fue cancelada y el servicio terminó. Suscríbete de nuevo en Suscripción para volver a crear reservas, propiedades e importaciones y a comprar créditos; lo que ya existe sigue funcionando.',
      },
    });
    expect(world.customerOf(ended)).toBeUndefined();
    // Subscribing again sells them again.
    expect((await ended.api('/billing/subscription/resume', { method: 'POST' })).status).toBe(200);
    expect((await ended.api('/credits/purchase', { body: { amount: 5_000 } })).status).toBe(201);

    // Cancelled with a paid period still running: the service goes on, and so do credits.
    const running = await world.aHostPastTrial('Tito Segue');
    await world.peer.pay(world.chargesOf(running)[0]!.id);
    expect((await running.api('/billing/subscription/cancel', { method: 'POST' })).status).toBe(
      200,
    );
    expect((await running.api('/credits/purchase', { body: { amount: 5_000 } })).status).toBe(201);
  });

  it("keeps every account's charges to itself", async () => {
    const owner = await world.aHostPastTrial('Kiko Dono');
    const stranger = await world.aHost('Lia Outra');
    const [charge] = world.chargesOf(owner);
    expect(
      (await stranger.api(`/billing/charges/${charge!.id}/pix`, { method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('with no billing provider', () => {
  const world = aBillingWorld({ BILLING_PROVIDER: 'none' });

  it('lets the trial run on past its end, charging nothing', async () => {
    const host = await world.aHost('Nina Livre');
    expect((await world.cycle(45)).subscribed).toBe(0);
    const page = (await host.api<SubscriptionOverview>('/billing/subscription')).body;
    expect(page).toMatchObject({ billing: 'not-configured', status: 'trial' });
    const bought = await host.api('/credits/purchase', { body: { amount: 5_000 } });
    expect(bought).toMatchObject({ status: 409, body: { code: 'BILLING_NOT_CONFIGURED' } });
    expect(world.peer.requests).toEqual([]);
  });

  it('blocks nothing and offers nothing to pay, whatever an earlier configuration left', async () => {
    const host = await world.aHost('Otto Antigo');
    // Left by a run with Asaas: the account made inactive, an unpaid charge and a purchase.
    await sql`update subscriptions set status = 'inactive', plan_name = 'Essencial',
      payment_link = 'https://sandbox.asaas.com/i/old' where owner_id = ${host.id}`.execute(
      world.app.database.db,
    );
    const charges = world.app.app.get(BillingCharges);
    const old = {
      subscriptionId: null,
      customerId: 'cus_old',
      amount: 5_990,
      dueDate: '2026-01-05',
      status: 'overdue' as const,
      invoiceUrl: 'https://sandbox.asaas.com/i/old',
      receiptUrl: null,
      paidAt: null,
      externalReference: null,
    };
    await charges.saveCharge(host.id, 'subscription', { ...old, id: `pay_old_${host.id}` });
    await charges.saveCharge(host.id, 'credits', { ...old, id: `pay_cr_${host.id}` });

    expect(await me(host)).toMatchObject({ status: 'active', paymentLink: null, ended: false });
    const page = (await host.api<SubscriptionOverview>('/billing/subscription')).body;
    expect(page).toMatchObject({
      status: 'active',
      openCharge: null,
      openCharges: [],
      owed: 0,
      openCreditPurchases: [],
    });
    const created = await host.api('/residences', { body: aResidence({ name: 'Casa Livre' }) });
    expect(created.status).toBe(201);
  });
});
