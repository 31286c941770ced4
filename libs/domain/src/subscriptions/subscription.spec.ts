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
    ['when it ends', 30, 'inactive', null],
    ['after it ended', 45, 'inactive', null],
  ])('a trial %s', (_, daysIn, status, trialDaysLeft) => {
    const { endsAt } = trialPeriod(start);
    const now = new Date(start.getTime() + daysIn * day);
    expect(subscriptionStanding({ status: 'trial', endsAt }, now)).toEqual({
      status,
      trialDaysLeft,
    });
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
