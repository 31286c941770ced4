import type { Page } from 'playwright-core';
import {
  airbnbBlock,
  airbnbBooking,
  calendarFeed,
} from '../../apps/api/src/bookings/__fixtures__/ical-feeds';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { addProperty, startHostSuite, type HostSuite } from '../helpers/console-host';
import { startICalPeer, type ICalPeer } from '../helpers/ical-peer';
import { visitorIn } from '../helpers/languages';

// Issue 30 on the built app with its worker: the host pastes a listing's calendar link on the
// property, the first sync brings its booking (not its block), the property says what the sync
// did, and the reservation shows where it came from and that its link was not sent, with the
// link to copy. Each screen at 360 and 1280 px with axe.
let suite: HostSuite | undefined;
let peer: ICalPeer;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  peer = await startICalPeer();
  peer.setFeed(
    '/listing.ics',
    calendarFeed([
      airbnbBooking('stay-1@airbnb.com', day(12), day(15), 'HMQW12ER34', '4321'),
      airbnbBlock('block@airbnb.com', day(20), day(22)),
    ]),
  );
  suite = await startHostSuite(
    'calendar-feed',
    { name: 'Lia Souza', email: 'lia@pousada-sol.test', password: 'secret1', company: 'Sol' },
    { ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost', BOOKINGS_SYNC_SECONDS: '3600' },
  );
  await addProperty(suite.host, 'Casa Sol');
});

afterAll(async () => {
  await suite?.close();
  await peer?.close();
});

const editProperty = async (page: Page) => {
  await page.goto(`${suite!.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Actions for Casa Sol' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
};

it('a pasted calendar link brings its booking, and the screens say where it came from', async () => {
  const { browser, host, site } = suite!;
  const page = await visitorIn(browser, 'en-US', host.token);
  const pageErrors = collectPageErrors(page);
  await editProperty(page);
  await page.getByLabel('Calendar link (iCal)').fill(peer.urlFor('/listing.ics'));
  await page.getByLabel('Which events are bookings').selectOption('reserved');
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Last sync: .+ — 1 new, 0 changed, 0 cancelled\./ })
    .waitFor();
  await page.getByRole('heading', { name: 'Listing calendar (iCal)' }).scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'houses-calendar-feed')).toEqual(fineAtEachWidth);

  await page.goto(`${site.baseUrl}/u/reserves`);
  const row = page.getByRole('row').filter({ hasText: 'HMQW12ER34' });
  await row.getByText('Link not sent — no contact').waitFor();
  await row.getByText('From the calendar (iCal) · Other').waitFor();
  expect(await page.getByRole('row').count()).toBe(2);
  expect(await inspectAtEachWidth(page, 'reserves-imported')).toEqual(fineAtEachWidth);

  await row.getByRole('link', { name: 'iCal · HMQW12ER34 · …4321' }).click();
  await page.getByText('From the calendar (iCal) · Other').waitFor();
  await page.getByRole('button', { name: 'Copy guest link' }).waitFor();
  expect(await inspectAtEachWidth(page, 'review-imported')).toEqual(fineAtEachWidth);
  expect(pageErrors).toEqual([]);
});

it('the property says why its feed cannot be read, in the host language', async () => {
  const { browser, host } = suite!;
  const residenceId = await addProperty(host, 'Casa Lua');
  await host.api(`/residences/${residenceId}/calendar-feed`, {
    method: 'PUT',
    body: { url: peer.urlFor('/listing.ics', '127.0.0.1') },
  });
  const page = await visitorIn(browser, 'pt-BR', host.token);
  await page.goto(`${suite!.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Ações para Casa Lua' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A última sincronização falhou' });
  await alert.getByText(/Este endereço aponta para uma rede privada/).waitFor();
  await alert.scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'houses-calendar-feed-error-pt-BR')).toEqual(
    fineAtEachWidth,
  );
});
