import { locales } from '@chegada/contracts';
import { calendarFeedView } from './calendar-feed-view';
import { fetchFailureCodes } from './guarded-fetch/public-fetch';

const aStatus = (code: string) => ({
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  bookingRule: 'every-event' as const,
  lastSyncAt: new Date('2026-12-01T12:00:00Z'),
  nextRunAt: new Date('2026-12-01T12:05:00Z'),
  counts: { created: 0, changed: 0, cancelled: 0 },
  lastError: { code, status: code === 'HTTP_ERROR' ? 503 : null },
  runs: [
    {
      at: new Date('2026-12-01T12:00:00Z'),
      counts: { created: 0, changed: 0, cancelled: 0, refused: 0 },
      failure: { code, status: code === 'HTTP_ERROR' ? 503 : null },
    },
    {
      at: new Date('2026-12-01T11:55:00Z'),
      counts: { created: 2, changed: 1, cancelled: 0, refused: 1 },
      failure: null,
    },
  ],
});

describe('calendarFeedView', () => {
  // Every way a sync can fail reaches the host as a sentence, never as a code.
  it.each([...fetchFailureCodes, 'NOT_A_CALENDAR', 'UNEXPECTED'])(
    'words the failure %s in every language',
    (code) => {
      for (const locale of locales) {
        const message = calendarFeedView(aStatus(code), locale).lastError?.message ?? '';
        expect(message.length).toBeGreaterThan(20);
        expect(message).not.toContain('bookings.');
      }
    },
  );

  it("names the channel's status in an HTTP error, and says the provider decides for Airbnb", () => {
    const view = calendarFeedView(aStatus('HTTP_ERROR'), 'en-US');
    expect(view.lastError?.message).toContain('error 503');
    expect(view).toMatchObject({ provider: 'airbnb', providerDecides: true });
  });

  it('lists the last runs newest first, each failure worded like the last one', () => {
    const view = calendarFeedView(aStatus('HTTP_ERROR'), 'pt-BR');
    expect(view.runs).toEqual([
      {
        at: '2026-12-01T12:00:00.000Z',
        created: 0,
        changed: 0,
        cancelled: 0,
        refused: 0,
        error: view.lastError,
      },
      {
        at: '2026-12-01T11:55:00.000Z',
        created: 2,
        changed: 1,
        cancelled: 0,
        refused: 1,
        error: null,
      },
    ]);
  });
});
