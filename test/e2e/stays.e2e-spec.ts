import type { Locator, Page } from 'playwright-core';
import { staysBooking } from '../../apps/api/src/bookings/__fixtures__/stays-peer';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import { LIA_STAYS, useLiasStaysSuite } from '../helpers/stays-host';
import { field, step } from '../helpers/guest-steps';
import { syncReported } from '../helpers/console-page';
import { visitorIn } from '../helpers/languages';

// Issue 30 on the built app with its worker: the host connects their Stays account on
// /u/config (against a Stays peer the test starts), maps its listing to a property, and the
// listing's booking shows in the reservation list, with where it came from. Each screen at 360
// and 1280 px with axe.

const suite = useLiasStaysSuite('stays', (stays) => {
  stays.reservations.push(
    staysBooking('AB12C', 'listing-sol', 12, 3, {
      guestsDetails: { adults: 2, list: [{ name: 'Ana Costa', primary: true }] },
    }),
  );
  stays.clients.set('client-AB12C', {
    name: 'Ana Costa',
    contactEmails: [{ adr: 'ana@example.com' }],
  });
});

// Its guest links go 3 days before check-in: the review says when (walk of issue 30).
beforeAll(async () => {
  const created = await suite.host.api('/residences', {
    body: aResidence({
      name: 'Casa Sol',
      guestLinkAutoSend: 'days-before',
      guestLinkDaysBefore: 3,
      supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
    }),
  });
  expect(created.status).toBe(201);
});

it('a host connects Stays, maps a listing, and sees its booking among the reservations', async () => {
  const { browser, host, site } = suite;
  const page = await visitorIn(browser, 'en-US', host.token);
  const pageErrors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/u/config`);
  await page.getByText(/Stays charges for API access/).waitFor();
  await page.getByLabel('Stays account domain').fill(suite.peer.domain);
  await page.getByLabel('Client id').fill(LIA_STAYS.clientId);
  await page.getByLabel('Client secret').fill(LIA_STAYS.clientSecret);
  await page.getByRole('button', { name: 'Connect and test' }).click();
  await page.getByText(`Connected to ${suite.peer.domain}.`).waitFor();
  await syncReported(page, 0);
  expect(await page.getByLabel('Client secret').inputValue()).toBe('');

  await page.getByLabel('Property for Apto Sol').selectOption({ label: 'Casa Sol' });
  await syncReported(page, 1);
  // The last few syncs, newest first (walk of issue 30: not only the last one).
  expect(await page.locator('.ui-sync-runs li').allTextContents()).toEqual([
    expect.stringMatching(/ 1 new, 0 changed, 0 cancelled$/),
    expect.stringMatching(/ 0 new, 0 changed, 0 cancelled$/),
  ]);
  await page.getByRole('heading', { name: 'Stays.net' }).scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'config-stays')).toEqual(fineAtEachWidth);

  await page.goto(`${site.baseUrl}/u/reserves`);
  const row = page.getByRole('row').filter({ hasText: 'Ana Costa' });
  await row.getByText('From Stays · Airbnb').waitFor();
  expect(await page.getByRole('row').count()).toBe(2);
  expect(await inspectAtEachWidth(page, 'reserves-stays')).toEqual(fineAtEachWidth);

  await row.getByRole('link', { name: 'Ana Costa' }).click();
  await page.getByText('Booking AB12C on Stays').waitFor();

  // The property's own page says where its bookings come from, instead of a calendar form
  // the server would refuse (one source per property).
  await page.goto(`${site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Actions for Casa Sol' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByText(/This property’s bookings come from Stays\.net/).waitFor();
  expect(await page.getByLabel('Calendar link (iCal)').count()).toBe(0);
  await page.getByRole('group', { name: 'Listing calendar (iCal)' }).scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'house-from-stays')).toEqual(fineAtEachWidth);
  await page.getByRole('link', { name: 'Settings → Stays.net' }).click();
  await page.getByText(`Connected to ${suite.peer.domain}.`).waitFor();
  expect(pageErrors).toEqual([]);
});

// Walk of issue 30: what Stays knew of the stay is not asked again, and the review says what
// waits (the link's day) and asks for no review before the guest sends anything.
it("shows the booking's guests and the link's day on the review, and starts the guest form with them", async () => {
  const { browser, host, site } = suite;
  const page = await visitorIn(browser, 'en-US', host.token);
  const pageErrors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/u/reserves`);
  await page.getByRole('link', { name: 'Ana Costa' }).click();
  await page.getByText(/^The guest link will be sent on /).waitFor();
  await page.getByText('Nothing to review yet').waitFor();
  // The link waits for its day: nothing was sent, so nothing is sent "again".
  const messages = page.getByRole('region', { name: 'Messages sent' });
  await messages.getByRole('button', { name: 'Send the guest link', exact: true }).waitFor();
  const stay = page.getByRole('region', { name: 'Stay' });
  // Stays' own times (15:00 in, 10:00 out), not the property's 14:00 and 11:00.
  expect(await page.locator('.review-summary .stay-dates').textContent()).toMatch(
    /3:00\sPM.+10:00\sAM/,
  );
  expect(await stay.locator('dt', { hasText: 'Adults' }).locator('+ dd').textContent()).toBe('2');
  expect(await stay.locator('dt', { hasText: 'Children' }).locator('+ dd').textContent()).toBe('0');
  expect(await inspectAtEachWidth(page, 'review-from-stays')).toEqual(fineAtEachWidth);
  const id = new URL(page.url()).pathname.split('/').pop();

  const guest = await visitorIn(browser, 'en-US');
  await guest.goto(`${site.baseUrl}/p/formdata/${host.friendlyCode}/airbnb/${id}`);
  await step(guest, 'Stay');
  expect(await field(guest, 'Adults').inputValue()).toBe('2');
  expect(await field(guest, 'Children').inputValue()).toBe('0');
  expect(await field(guest, 'Arrival time').inputValue()).toBe('15:00');
  expect(await field(guest, 'Departure time').inputValue()).toBe('10:00');
  expect(await inspectAtEachWidth(guest, 'guest-stay-from-stays')).toEqual(fineAtEachWidth);
  expect(pageErrors).toEqual([]);
});

// The screens of issue 30's walk in the other two languages: the Stays panel with its last syncs
// (its zone named: the tests' browser is in UTC, the property in São Paulo), the review's
// "send the guest link", and the guest's stay step with Stays' times.
it.each([
  [
    'pt-BR',
    'Estadia',
    'Mensagens enviadas',
    'Enviar o link à pessoa hóspede',
    /Fuso dos horários: /,
  ],
  ['es-ES', 'Estancia', 'Mensajes enviados', 'Enviar el enlace a la persona huésped', /Horas en /],
] as const)(
  'in %s, the Stays panel, the review and the stay step read well',
  async (locale, stayStep, messagesTitle, send, zone) => {
    const { browser, host, site } = suite;
    const page = await visitorIn(browser, locale, host.token);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/u/config`);
    const panel = page.getByRole('region', { name: 'Stays.net' });
    await panel.locator('.ui-sync-runs li').first().waitFor();
    await panel.getByText(zone).waitFor();
    await panel.scrollIntoViewIfNeeded();
    expect(await inspectAtEachWidth(page, `config-stays-${locale}`)).toEqual(fineAtEachWidth);
    await shotsOf(page, panel, `stays-panel-${locale}`);

    await page.goto(`${site.baseUrl}/u/reserves`);
    await page.getByRole('link', { name: 'Ana Costa' }).click();
    const messages = page.getByRole('region', { name: messagesTitle });
    await messages.getByRole('button', { name: send, exact: true }).waitFor();
    expect(await inspectAtEachWidth(page, `review-from-stays-${locale}`)).toEqual(fineAtEachWidth);
    await shotsOf(page, messages, `review-deliveries-from-stays-${locale}`);
    const id = new URL(page.url()).pathname.split('/').pop();

    const guest = await visitorIn(browser, locale);
    await guest.goto(`${site.baseUrl}/p/formdata/${host.friendlyCode}/airbnb/${id}`);
    await step(guest, stayStep);
    expect(await inspectAtEachWidth(guest, `guest-stay-from-stays-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    expect(pageErrors).toEqual([]);
  },
);

/** The part of the screen a change touched, at 360 and 1280 px, to look at beside the page. */
const shotsOf = async (page: Page, part: Locator, name: string) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await part.screenshot({ path: `test/e2e/__screenshots__/${name}-${width}.png` });
  }
};
