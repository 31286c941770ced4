import type { BrowserContext } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, type GuestLinkSetup } from '../helpers/guest-link';
import {
  aGuestPhone,
  addGuestWithOwnLink,
  field,
  fillHolder,
  next,
  openAndFillStay,
  step,
} from '../helpers/guest-steps';
import { waitFor } from '../helpers/wait';

/**
 * Issue 17 in Chromium: a guest fills the stay, loses the signal, fills their details, closes
 * the tab; opens the link again with no signal at all and finds the form (the guest pages'
 * service worker and the page kept on the phone), with what they typed and a notice saying
 * so; adds a guest, and once back online the server has everything. The page opened offline
 * is scanned by axe and photographed at 360 and 1280 px in each language
 * (test/e2e/__screenshots__/guest-offline-*.png).
 */
const suite = useBrowserSuite('guest-offline');

const OFFLINE = {
  'pt-BR': { heading: 'Seus dados', notice: 'Você está sem conexão' },
  'es-ES': { heading: 'Tus datos', notice: 'Estás sin conexión' },
  'en-US': { heading: 'Your details', notice: 'You are offline' },
} as const;

const KEPT_ON_PHONE = 'Saved on this phone; it will be sent when the connection returns';

// The little of the page's globals used here (the test tier has no DOM types).
type InPage = { navigator: { serviceWorker: { ready: Promise<unknown> } } };

describe('a guest who opens the link again with no signal', () => {
  let context: BrowserContext;
  let setup: GuestLinkSetup;
  // On the browser's host name: the phone's device cookie shows it the data it saved unmasked.
  const api = () => `${suite.site.baseUrl}/api/stays/guestForm/${setup.reservationId}`;
  const linkHeaders = () => {
    const [, , , friendlycode = '', source = ''] = setup.link.split('/');
    return { source, friendlycode };
  };

  beforeAll(async () => {
    setup = await aGuestLink(suite.site.app.baseUrl);
    context = await aGuestPhone(suite.browser, { language: 'en-US' });
  });

  afterAll(() => context.close());

  it('gets the service worker from the server, fresh each time, allowed by the CSP', async () => {
    const worker = await fetch(`${suite.site.baseUrl}/guest-sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/p/');
    const source = await worker.text();
    // What it keeps: the guest page and hashed files, never an API answer.
    const kept = JSON.parse(/GUEST_PRECACHE = (\[.*?\]);/.exec(source)?.[1] ?? '[]') as string[];
    expect(kept).toContain('/guest.html');
    expect(kept.filter((url) => url !== '/guest.html' && url !== '/favicon.svg')).toEqual(
      kept.filter((url) => /^\/assets\/.+-[\w-]{8}\.(js|css)$/.test(url)),
    );
    const guestPage = await fetch(`${suite.site.baseUrl}${setup.link}`);
    expect(guestPage.headers.get('content-security-policy')).toContain("worker-src 'self'");
    // Both guest routes get the light guest page, not the site's.
    const details = await fetch(`${suite.site.baseUrl}/p/form/details/airbnb/any-id`);
    for (const page of [await guestPage.text(), await details.text()])
      expect(page).toContain('<title>Ficha do hóspede · Chegada</title>');
  });

  it('fills the stay online, then their details with no signal, and closes the tab', async () => {
    const page = await context.newPage();
    await openAndFillStay(page, `${suite.site.baseUrl}${setup.link}`);
    await page.getByText('Saved', { exact: true }).waitFor();
    // The worker, registered once the page showed, has the page's files.
    await page.evaluate(() => (globalThis as unknown as InPage).navigator.serviceWorker.ready);

    await context.setOffline(true);
    await fillHolder(page);
    await next(page);
    await step(page, 'Other guests');
    await page.getByText(KEPT_ON_PHONE).waitFor();
    await page.close();
  });

  it('opens the link again offline: the form, what was typed, and why', async () => {
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    const opened = await page.goto(`${suite.site.baseUrl}${setup.link}`);
    expect(opened?.fromServiceWorker()).toBe(true);
    await page.getByText(OFFLINE['en-US'].notice).waitFor();
    const heading = page.getByRole('heading', { level: 2 }).first();
    await heading.waitFor();
    if ((await heading.textContent()) !== 'Your details')
      await page.getByRole('button', { name: 'Your details', exact: true }).click();
    await step(page, 'Your details');
    expect(await field(page, 'Full name').inputValue()).toBe('Maria Silva');
    expect(await field(page, 'Email').inputValue()).toBe('maria@example.com');
    // Every language the property speaks works offline too: its messages were kept.
    for (const [language, words] of Object.entries(OFFLINE)) {
      await page.locator('.language select').selectOption(language);
      await step(page, words.heading);
      await page.getByText(words.notice).waitFor();
      expect(await inspectAtEachWidth(page, `guest-offline-${language}`)).toEqual(fineAtEachWidth);
    }

    await next(page);
    await step(page, 'Other guests');
    await addGuestWithOwnLink(page);
    await next(page);
    await step(page, 'Deposit');
    await page.getByText(KEPT_ON_PHONE).waitFor();

    await context.setOffline(false);
    // Back online: what waited goes out, and the page is the server's again.
    await page.getByText(OFFLINE['en-US'].notice).waitFor({ state: 'detached' });
    const saved = await waitFor(
      async () =>
        (await context.request.get(api(), { headers: linkHeaders() })).json() as Promise<{
          data: { form: Record<string, unknown> };
        }>,
      ({ data }) =>
        Array.isArray(data.form.additionalGuests) && data.form.additionalGuests.length > 0,
    );
    expect(saved.data.form).toMatchObject({
      adults: 1,
      visitPurpose: 'leisure',
      name: 'Maria Silva',
      email: 'maria@example.com',
      additionalGuests: [expect.objectContaining({ name: 'Ana Souza' })],
    });
    // The host sees the guest's details in their list.
    const listed = await waitFor(
      async () =>
        (
          await requestJson<{ items: { id: string; guestName: string | null }[] }>(
            `${suite.site.app.baseUrl}/api/stays/reservations`,
            { token: setup.hostToken },
          )
        ).body.items.find((item) => item.id === setup.reservationId),
      (item) => item?.guestName === 'Maria Silva',
    );
    expect(listed?.guestName).toBe('Maria Silva');
    // Only the failed calls of the offline minutes: no script error, nothing the CSP blocked.
    expect(
      pageErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
    ).toEqual([]);
  });
});
