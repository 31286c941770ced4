import type { BillingCharge } from '@chegada/contracts';
import type { BillingAccount } from '../billing-records.repository';
import { nextChargeOf } from './billing-calendar';

const account: BillingAccount = {
  ownerId: 'owner',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  priceTableId: 'table',
  monthlyPrice: 5_990,
  tierMin: 1,
  tierMax: 3,
  cycleAnchor: '2026-11-29',
  cancelledAt: null,
};
const active = { status: 'active' as const, endsAt: null };
const charge = (dueDate: string, status: BillingCharge['status'], id = dueDate): BillingCharge => ({
  id,
  purpose: 'subscription',
  amount: 5_990,
  dueDate,
  status,
  invoiceUrl: null,
  receiptUrl: null,
  paidAt: null,
  replaces: null,
});
const at = (date: string) => new Date(`${date}T15:00:00Z`);

// Issue 31, a new user's walk: "Next charge" read the calendar only.
describe('the next charge the subscription page shows', () => {
  it('is the cycle date after the last period paid, when charges were paid ahead', () => {
    const charges = [
      charge('2026-11-29', 'paid'),
      charge('2026-12-29', 'paid'),
      charge('2027-01-29', 'paid'),
    ];
    // On 10 December, with December's and January's charges paid: February, not 29 December.
    expect(nextChargeOf(active, account, null, at('2026-12-10'), charges)).toEqual({
      dueDate: '2027-02-28',
      amount: 5_990,
    });
  });

  it('is the earliest charge issued and still unpaid, at its own amount', () => {
    const charges = [
      charge('2026-11-29', 'paid'),
      { ...charge('2027-01-29', 'pending'), amount: 14_990 },
      charge('2026-12-29', 'overdue'),
    ];
    expect(nextChargeOf(active, account, null, at('2027-01-02'), charges)).toEqual({
      dueDate: '2026-12-29',
      amount: 5_990,
    });
  });

  it('is the next cycle date from today when nothing was paid ahead', () => {
    const charges = [charge('2026-11-29', 'paid')];
    expect(nextChargeOf(active, account, null, at('2026-12-10'), charges)).toEqual({
      dueDate: '2026-12-29',
      amount: 5_990,
    });
  });

  it('is none once cancelled', () => {
    const cancelled = { ...account, cancelledAt: new Date('2026-12-01T00:00:00Z') };
    expect(nextChargeOf(active, cancelled, null, at('2026-12-10'), [])).toBeNull();
  });
});
