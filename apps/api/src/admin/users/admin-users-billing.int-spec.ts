import { apiAs, theAdmin } from '@chegada/testing';
import { aBillingWorld } from '../../billing/__fixtures__/billing-world';

type Item = {
  name: string;
  subscriptionStatus: string | null;
  lastPaymentAt: string | null;
  billingCustomerUrl: string | null;
};

// Issue 31: the admin sees each account's subscription, its last payment and its customer page
// at the provider (a local Asaas), as the billing cycle and the provider's webhooks left them.
describe('GET /api/admin/users: each account’s billing', () => {
  const world = aBillingWorld();

  const listed = async (search: string) => {
    const admin = apiAs(world.app, await theAdmin(world.app));
    const answer = await admin<{ items: Item[]; billing: string }>(
      `/admin/users?search=${encodeURIComponent(search)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.billing).toBe('configured');
    return answer.body.items;
  };

  it('shows the trial, then the paid subscription with its last payment and customer page', async () => {
    const host = await world.aHost('Tereza Billing');
    expect(await listed('Tereza')).toEqual([
      expect.objectContaining({
        name: 'Tereza Billing',
        subscriptionStatus: 'trial',
        lastPaymentAt: null,
        billingCustomerUrl: null,
      }),
    ]);

    await world.addProperties(host, 1);
    await world.cycle(31);
    const customer = world.customerOf(host);
    const [charge] = world.chargesOf(host);
    expect(await world.peer.pay(charge!.id)).toBe(200);

    const [item] = await listed('Tereza');
    expect(item).toMatchObject({
      subscriptionStatus: 'active',
      // Asaas' console for a production API address (the peer's is neither sandbox nor prod).
      billingCustomerUrl: `https://www.asaas.com/customerAccount/show/${customer!.id}`,
    });
    expect(Date.now() - new Date(item!.lastPaymentAt!).getTime()).toBeLessThan(2 * 86_400_000);
  });

  it('shows a cancelled trial as ended, a paid one cancelled with its service’s last day', async () => {
    const quitter = await world.aHost('Wanda Desiste');
    expect((await quitter.api('/billing/subscription/cancel', { method: 'POST' })).status).toBe(
      200,
    );
    expect(await listed('Wanda')).toEqual([
      expect.objectContaining({ subscriptionStatus: 'ended' }),
    ]);

    const payer = await world.aHostPastTrial('Xavier Cancela');
    const [charge] = world.chargesOf(payer);
    expect(await world.peer.pay(charge!.id)).toBe(200);
    const cancelled = await payer.api<{ serviceUntil: string }>('/billing/subscription/cancel', {
      method: 'POST',
    });
    expect(await listed('Xavier')).toEqual([
      expect.objectContaining({
        subscriptionStatus: 'cancelled',
        subscriptionUntil: cancelled.body.serviceUntil,
      }),
    ]);
  });

  it('shows an account made inactive past the grace period', async () => {
    await world.aHostPastTrial('Ulisses Unpaid');
    await world.cycle(31 + 6);
    expect(await listed('Ulisses')).toEqual([
      expect.objectContaining({ subscriptionStatus: 'inactive', lastPaymentAt: null }),
    ]);
  });
});

describe('GET /api/admin/users with no billing provider', () => {
  const world = aBillingWorld({ BILLING_PROVIDER: 'none' });

  it('says billing is off, the trial running on past its end', async () => {
    await world.aHost('Vera Sem Cobrança');
    await world.cycle(45);
    const admin = apiAs(world.app, await theAdmin(world.app));
    const answer = await admin<{ items: Item[]; billing: string }>('/admin/users?search=Vera');
    expect(answer.body).toMatchObject({
      billing: 'not-configured',
      items: [{ subscriptionStatus: 'trial', lastPaymentAt: null, billingCustomerUrl: null }],
    });
  });
});
