import { ValidationError } from 'yup';
import { genericGuestLinkSchema, type GenericGuestLinkContext } from './generic-guest-link.schema';

const aStart = (overrides: Record<string, unknown> = {}) => ({
  guestName: 'Maria Silva',
  checkInDate: '2026-03-10',
  checkOutDate: '2026-03-12',
  maxGuests: 2,
  language: 'pt-BR',
  ...overrides,
});

const issuesOf = async (input: unknown, context?: GenericGuestLinkContext) => {
  try {
    await genericGuestLinkSchema(context).validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).map((leaf) => [
      leaf.path,
      leaf.message,
    ]);
  }
};

describe("the unique link's start (genericGuestLinkSchema)", () => {
  it("refuses a check-in before the property's today, on the check-in field", async () => {
    expect(await issuesOf(aStart({ checkInDate: '2026-03-09' }), { today: '2026-03-10' })).toEqual([
      ['checkInDate', 'guestForm.checkInInPast'],
    ]);
  });

  it('takes a check-in on today or later', async () => {
    expect(await issuesOf(aStart(), { today: '2026-03-10' })).toEqual([]);
    expect(await issuesOf(aStart(), { today: '2026-01-01' })).toEqual([]);
  });

  it('refuses no date as past when it does not know today yet', async () => {
    expect(
      await issuesOf(aStart({ checkInDate: '2020-01-01', checkOutDate: '2020-01-02' })),
    ).toEqual([]);
  });

  it('wants the check-out after the check-in', async () => {
    expect(await issuesOf(aStart({ checkOutDate: '2026-03-10' }), { today: '2026-03-10' })).toEqual(
      [['checkOutDate', 'reservations.checkoutAfterCheckIn']],
    );
  });
});
