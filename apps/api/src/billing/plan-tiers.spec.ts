import { addMonths, billingDate, nextCycleDate, planNameOf, tierFor } from './plan-tiers';

const tiers = [
  { table: 'Essencial', min: 4, max: 10, monthlyPrice: 14_990 },
  { table: 'Essencial', min: 1, max: 3, monthlyPrice: 5_990 },
  { table: 'Essencial', min: 11, max: 30, monthlyPrice: 34_990 },
];

describe('the tier an account is billed for', () => {
  it.each([
    [0, 5_990],
    [1, 5_990],
    [3, 5_990],
    [4, 14_990],
    [30, 34_990],
    [31, 34_990],
    [500, 34_990],
  ])('%i properties cost %i centavos a month', (properties, price) => {
    expect(tierFor(tiers, properties)?.monthlyPrice).toBe(price);
  });

  it('has no price without tiers', () => {
    expect(tierFor([], 3)).toBeNull();
  });

  it('names the plan by its table and range', () => {
    expect(planNameOf(tiers[0]!)).toBe('Essencial 4–10');
  });

  it("bills on Brasília's calendar date", () => {
    expect(billingDate(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(billingDate(new Date('2026-12-01T03:30:00Z'))).toBe('2026-12-01');
  });
});

describe("the subscription's cycle", () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2024-01-30', 1, '2024-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
  ])('a month on from %s, %i times, is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    // The first charge due today: the next one is a month on.
    ['2026-12-13', '2026-12-13', '2027-01-13'],
    ['2026-12-13', '2026-12-12', '2026-12-13'],
    // Months later, whatever charge came last: the next date of the cycle.
    ['2026-01-31', '2026-03-01', '2026-03-31'],
    ['2026-01-31', '2026-02-27', '2026-02-28'],
    ['2025-06-05', '2026-12-29', '2027-01-05'],
  ])('anchored on %s, the next charge after %s falls on %s', (anchor, today, expected) => {
    expect(nextCycleDate(anchor, today)).toBe(expected);
  });
});
