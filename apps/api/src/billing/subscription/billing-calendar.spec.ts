import type { BillingCharge } from '@chegada/contracts';
import type { BillingAccount } from '../billing-records.repository';
import { newPriceFrom, nextChargeOf } from './billing-calendar';

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

  it('is never a charge already open (overdue or due): the cycle after every one billed', () => {
    const charges = [
      charge('2026-11-29', 'paid'),
      { ...charge('2027-01-29', 'pending'), amount: 14_990 },
      charge('2026-12-29', 'overdue'),
    ];
    expect(nextChargeOf(active, account, null, at('2027-01-02'), charges)).toEqual({
      dueDate: '2027-02-28',
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

// Issue 31, the last walk: with a charge overdue, the new tier's notice gave that charge's date.
describe('the date a new tier applies from', () => {
  it('is the cycle after an overdue charge, which keeps its price', () => {
    const charges = [charge('2026-11-29', 'paid'), charge('2026-12-29', 'overdue')];
    expect(newPriceFrom(active, account, at('2027-01-02'), charges)).toBe('2027-01-29');
  });

  it('is the cycle after a pending charge already issued, even ahead of its due date', () => {
    const charges = [charge('2026-11-29', 'paid'), charge('2026-12-29', 'pending')];
    expect(newPriceFrom(active, account, at('2026-12-20'), charges)).toBe('2027-01-29');
  });

  it("is the cycle after a refunded period billed again, not the new charge's due date", () => {
    const charges = [
      charge('2026-11-29', 'refunded', 'first'),
      { ...charge('2026-12-05', 'pending', 'again'), replaces: 'first' },
    ];
    expect(newPriceFrom(active, account, at('2026-12-05'), charges)).toBe('2026-12-29');
  });

  it('is the next cycle date when every charge issued is paid, skipping a cancelled one', () => {
    const charges = [charge('2026-11-29', 'paid'), charge('2026-12-29', 'cancelled')];
    expect(newPriceFrom(active, account, at('2026-12-10'), charges)).toBe('2026-12-29');
  });

  it("is the trial's end on the trial, and none once cancelled", () => {
    const trial = { status: 'trial' as const, endsAt: new Date('2026-12-20T15:00:00Z') };
    expect(newPriceFrom(trial, undefined, at('2026-12-01'), [])).toBe('2026-12-20');
    const cancelled = { ...account, cancelledAt: new Date('2026-12-01T00:00:00Z') };
    expect(newPriceFrom(active, cancelled, at('2026-12-10'), [])).toBeNull();
  });
});
