import type { BrowserContext } from 'playwright-core';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, type GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone, field, openAndFillStay, step } from '../helpers/guest-steps';

/**
 * Issue 17 in Chromium: what a guest types is kept the moment the page goes, with no wait for
 * IndexedDB. A reload (or a tab the phone drops) right after a key press, well inside the
 * draft's 400 ms pause, opens the step again with the text in it.
 */
const suite = useBrowserSuite('guest-reload');

describe('a guest whose page reloads right after typing', () => {
  let context: BrowserContext;
  let setup: GuestLinkSetup;

  beforeAll(async () => {
    setup = await aGuestLink(suite.site.app.baseUrl);
    context = await aGuestPhone(suite.browser);
  });

  afterAll(() => context.close());

  it('finds the text typed just before a reload, and before a closed tab', async () => {
    const page = await context.newPage();
    await openAndFillStay(page, `${suite.site.baseUrl}${setup.link}`);

    await field(page, 'Full name').fill('Maria Sil');
    await page.reload();
    await step(page, 'Your details');
    expect(await field(page, 'Full name').inputValue()).toBe('Maria Sil');

    await field(page, 'Full name').fill('Maria Silva');
    await field(page, 'Email').fill('maria@example.com');
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await again.goto(`${suite.site.baseUrl}${setup.link}?step=holder`);
    await step(again, 'Your details');
    expect(await field(again, 'Full name').inputValue()).toBe('Maria Silva');
    expect(await field(again, 'Email').inputValue()).toBe('maria@example.com');
  });
});
