import { subscriptionStanding, trialPeriod, TRIAL_DAYS } from './subscription';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-22T12:00:00Z');

describe('subscription', () => {
  it(`gives a trial of ${TRIAL_DAYS} days`, () => {
    const { startedAt, endsAt } = trialPeriod(start);
    expect(startedAt).toEqual(start);
    expect(endsAt.getTime() - startedAt.getTime()).toBe(30 * day);
  });

  it.each([
    ['right after it starts', 0, 'trial', 30],
    ['one hour in', 1 / 24, 'trial', 30],
    ['on day 29 and a half', 29.5, 'trial', 1],
    // The billing cycle makes the first charge of it; it never ends an account by itself.
    ['when it ends', 30, 'trial', 0],
    ['after it ended', 45, 'trial', 0],
  ])('a trial %s', (_, daysIn, status, trialDaysLeft) => {
    const { endsAt } = trialPeriod(start);
    const now = new Date(start.getTime() + daysIn * day);
    expect(subscriptionStanding({ status: 'trial', endsAt }, now)).toEqual({
      status,
      trialDaysLeft,
    });
  });

  it('gives a trial of TRIAL_DAYS when configured', () => {
    const { endsAt } = trialPeriod(start, 7);
    expect(endsAt.getTime() - start.getTime()).toBe(7 * day);
  });

  it('ends a cancelled paid subscription at the end of the period paid', () => {
    const endsAt = new Date(start.getTime() + 10 * day);
    expect(subscriptionStanding({ status: 'active', endsAt }, start).status).toBe('active');
    expect(subscriptionStanding({ status: 'active', endsAt }, endsAt).status).toBe('inactive');
  });

  it('keeps an open-ended paid subscription active and an inactive one inactive', () => {
    expect(subscriptionStanding({ status: 'active', endsAt: null }, start)).toEqual({
      status: 'active',
      trialDaysLeft: null,
    });
    expect(subscriptionStanding({ status: 'inactive', endsAt: null }, start).status).toBe(
      'inactive',
    );
  });
});
