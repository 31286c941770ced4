import { bookingRuleFor, feedProviderOf } from './calendar-feed-provider';

describe('feedProviderOf', () => {
  it.each([
    ['https://www.airbnb.com/calendar/ical/123.ics?s=abc', 'airbnb', 'reserved'],
    ['https://www.airbnb.com.br/calendar/ical/123.ics', 'airbnb', 'reserved'],
    ['https://admin.booking.com/hotel/hoteladmin/ical.html?t=x', 'booking', 'every-event'],
    ['https://ical.booking.com/v1/export?t=x', 'booking', 'every-event'],
    ['http://www.vrbo.com/icalendar/abc.ics', 'vrbo', null],
    ['https://calendar.example.com/feed.ics', 'other', null],
    ['https://airbnb.com.evil.example/feed.ics', 'other', null],
  ])('knows %s as %s', (url, source, rule) =>
    expect(feedProviderOf(url)).toEqual({ source, rule }),
  );

  it("takes the property's setting only when the provider does not decide", () => {
    expect(bookingRuleFor('https://calendar.example.com/a.ics', 'reserved')).toBe('reserved');
    expect(bookingRuleFor('https://calendar.example.com/a.ics', 'every-event')).toBe('every-event');
    expect(bookingRuleFor('https://www.airbnb.com/calendar/ical/1.ics', 'every-event')).toBe(
      'reserved',
    );
  });
});
