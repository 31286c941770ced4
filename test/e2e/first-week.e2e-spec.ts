import type { Locale } from '@chegada/contracts';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import {
  collectPageErrors,
  overflowsHorizontally,
  SCREENSHOTS,
  seriousAccessibilityViolations,
} from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import {
  aFirstWeekStay,
  FIRST_WEEK,
  sayIn,
  theMainGuestsPhone,
  type FirstWeekStay,
} from '../helpers/first-week';
import { foreignText, visitorIn } from '../helpers/languages';

/**
 * Issue 27, majors 2 and 5 in Chromium, in each language at 360 and 1280 px: a property without
 * a smart lock with a manual door code, a stay checking in within the hour (inside the account's
 * 2-hour release window) and a companion still to fill in on their own link. The host's review
 * shows the code and when the guest gets it, and the companion's link to copy or send by
 * WhatsApp; the main guest's page shows the code and the companion's link to pass on (copy:
 * Chromium on Linux has no Web Share). Axe finds nothing serious on either page.
 * Screens in test/e2e/__screenshots__/first-week-*.png.
 */
const suite = useBrowserSuite('first-week');

const CASES = (['pt-BR', 'en-US', 'es-ES'] as const).flatMap((locale) =>
  ([360, 1280] as const).map((width) => [locale, width] as const),
);

/** What a user would notice wrong with the page as it is: axe, overflow, another language. */
const problemsOf = async (page: Page, locale: Locale, name: string, width: number) => {
  await page.screenshot({
    path: resolve(SCREENSHOTS, `first-week-${name}-${locale}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  return {
    violations: await seriousAccessibilityViolations(page),
    overflows: await overflowsHorizontally(page),
    foreign: await foreignText(page, locale),
  };
};

const FINE = { violations: [], overflows: false, foreign: [] };

describe.each(CASES)('a first week without a smart lock, in %s at %i px', (locale, width) => {
  const { doorCode, companion } = FIRST_WEEK;
  const say = (id: string, values?: Record<string, unknown>) => sayIn(locale, id, values);
  let stay: FirstWeekStay;

  beforeAll(async () => {
    stay = await aFirstWeekStay(suite.site.app.baseUrl);
  });

  it("the host's review shows the door code, its release and the companion's link", async () => {
    const page = await visitorIn(suite.browser, locale, stay.hostToken);
    await page.setViewportSize({ width, height: 800 });
    const errors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/guest/${stay.reservationId}`);

    const keys = page.getByRole('region', { name: say('locks.panel.doorTitle') });
    await keys.getByText(say('locks.panel.doorCode', { code: doorCode })).waitFor();
    await keys.getByText(say('locks.panel.releasedAt', { hours: 2 })).waitFor();

    const guests = page.getByRole('region', { name: say('guestReview.step.additionalGuests') });
    await guests
      .getByRole('button', { name: say('guestReview.copyGuestLink', { name: companion.name }) })
      .waitFor();
    const whatsApp = guests.getByRole('link', {
      name: say('guestReview.whatsAppGuestLink', { name: companion.name }),
    });
    expect(await whatsApp.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${companion.e164}\\?text=.+${stay.reservationId}`),
    );
    await page.waitForLoadState('networkidle');
    expect(await problemsOf(page, locale, 'host-review', width)).toEqual(FINE);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the main guest's page shows the door code and the companion's link to pass on", async () => {
    const phone = await theMainGuestsPhone(suite.browser, suite.site.baseUrl, stay, locale);
    const page = await phone.newPage();
    await page.setViewportSize({ width, height: 800 });
    const errors = collectPageErrors(page);
    const details = stay.link.replace('/p/formdata/', '/p/formdata/details/');
    await page.goto(`${suite.site.baseUrl}${details}`);

    await page.getByText(doorCode, { exact: true }).waitFor();
    const pending = page.getByRole('region', {
      name: say('guest.pendingLinks.title', { count: 1 }),
    });
    await pending.getByText(companion.name, { exact: true }).waitFor();
    await pending
      .getByRole('button', { name: `${say('guest.guests.copyLink')} (${companion.name})` })
      .waitFor();
    expect(await pending.getByRole('button', { name: say('guest.guests.share') }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await problemsOf(page, locale, 'guest-details', width)).toEqual(FINE);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
