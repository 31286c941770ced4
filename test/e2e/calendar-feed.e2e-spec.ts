import type { Locator, Page } from 'playwright-core';
import {
  airbnbBlock,
  airbnbBooking,
  calendarFeed,
} from '../../apps/api/src/bookings/__fixtures__/ical-feeds';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { addProperty, aHost, useHostSuite } from '../helpers/console-host';
import { syncReported } from '../helpers/console-page';
import { startICalPeer, type ICalPeer } from '../helpers/ical-peer';
import { visitorIn } from '../helpers/languages';

// Issue 30 on the built app with its worker: the host pastes a listing's calendar link on the
// property, the first sync brings its booking (not its block), the property says what the sync
// did, and the reservation shows where it came from and that its link was not sent, with the
// link to copy. Each screen at 360 and 1280 px with axe.
let peer: ICalPeer;
let casaSol: string;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const suite = useHostSuite('calendar-feed', aHost('Lia Souza', 'Sol'), {
  env: async () => {
    peer = await startICalPeer();
    peer.setFeed(
      '/listing.ics',
      calendarFeed([
        airbnbBooking('stay-1@airbnb.com', day(12), day(15), 'HMQW12ER34', '4321'),
        airbnbBlock('block@airbnb.com', day(20), day(22)),
      ]),
    );
    return { ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost', BOOKINGS_SYNC_SECONDS: '3600' };
  },
});

beforeAll(async () => {
  casaSol = await addProperty(suite.host, 'Casa Sol');
});

afterAll(() => peer?.close());

const editProperty = async (page: Page) => {
  await page.goto(`${suite.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Actions for Casa Sol' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
};

type FormWords = { locale: string; url: string; section: string; save: string; saved: string };

const ENGLISH_FORM: FormWords = {
  locale: 'en-US',
  url: 'Calendar link (iCal)',
  section: 'Listing calendar (iCal)',
  save: 'Save property',
  saved: 'Property updated',
};

const PORTUGUESE_FORM: FormWords = {
  locale: 'pt-BR',
  url: 'Link do calendário (iCal)',
  section: 'Calendário do anúncio (iCal)',
  save: 'Salvar imóvel',
  saved: 'Imóvel atualizado',
};

/**
 * In the property's open form: the calendar's address typed, the section looked at (`check`)
 * and shot, then the property saved.
 */
const typeFeedAndSave = async (
  page: Page,
  url: string,
  words: FormWords,
  check?: () => Promise<void>,
) => {
  await page.getByLabel(words.url).fill(url);
  const section = page.getByRole('group', { name: words.section });
  await section.scrollIntoViewIfNeeded();
  await check?.();
  await shotsOf(page, section, `feed-field-${words.locale}`);
  await page.getByRole('button', { name: words.save }).click();
  await page.getByText(words.saved).waitFor();
};

it('a pasted calendar link brings its booking, and the screens say where it came from', async () => {
  const { browser, host, site } = suite;
  const page = await visitorIn(browser, 'en-US', host.token);
  const pageErrors = collectPageErrors(page);
  await editProperty(page);
  // In the property's own form; a host the app does not know starts from "Reserved" only.
  await typeFeedAndSave(page, peer.urlFor('/listing.ics'), ENGLISH_FORM, async () => {
    expect(await page.getByLabel('Which events are bookings').inputValue()).toBe('reserved');
    expect(await inspectAtEachWidth(page, 'houses-calendar-field')).toEqual(fineAtEachWidth);
  });
  await editProperty(page);
  await syncReported(page, 1);
  await page.getByRole('heading', { name: 'Calendar sync (iCal)' }).scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'houses-calendar-feed')).toEqual(fineAtEachWidth);

  await page.goto(`${site.baseUrl}/u/reserves`);
  const row = page.getByRole('row').filter({ hasText: 'HMQW12ER34' });
  await row.getByText("No contact — send the link in the channel's chat").waitFor();
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
  const { browser, host } = suite;
  const residenceId = await addProperty(host, 'Casa Lua');
  await host.api(`/residences/${residenceId}/calendar-feed`, {
    method: 'PUT',
    // A private address is refused as it is typed: a name that resolves nowhere is kept.
    body: { url: 'https://calendar.nowhere.invalid/listing.ics' },
  });
  const page = await visitorIn(browser, 'pt-BR', host.token);
  await page.goto(`${suite.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Ações para Casa Lua' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A última sincronização falhou' });
  await alert.getByText(/O endereço do calendário não existe/).waitFor();
  // Walk of issue 30: a run that failed is an attempt, not a sync that found nothing.
  const status = page.getByRole('status').filter({ hasText: /^Última tentativa: .+\. Próxima/ });
  expect(await status.count()).toBe(1);
  await alert.scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'houses-calendar-feed-error-pt-BR')).toEqual(
    fineAtEachWidth,
  );

  // Walk of issue 30: a corrected address forgets the old one's failure and shows its own sync.
  peer.setFeed('/lua.ics', calendarFeed([airbnbBooking('lua-1@airbnb.com', day(30), day(32))]));
  await typeFeedAndSave(page, peer.urlFor('/lua.ics'), PORTUGUESE_FORM);
  await page.getByRole('button', { name: 'Ações para Casa Lua' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Última sincronização: .+ — 1 nova, 0 alteradas, 0 canceladas\./ })
    .waitFor();
  expect(await alert.count()).toBe(0);
  const runs = page.locator('.ui-sync-runs li');
  expect(await runs.allTextContents()).toEqual([
    expect.stringMatching(/ 1 nova, 0 alteradas, 0 canceladas$/),
  ]);
  await runs.first().scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'houses-calendar-feed-new-url-pt-BR')).toEqual(
    fineAtEachWidth,
  );
  const panel = page.getByRole('region', { name: 'Sincronização do calendário (iCal)' });
  await shotsOf(page, panel, 'calendar-feed-panel-pt-BR');
});

// The panel in the other languages: its last syncs, in the account's zone (Brasília), which it
// names since the tests' browser is in UTC; and the form's calendar field.
it.each([
  [
    'en-US',
    'Actions for Casa Lua',
    'Edit',
    'Calendar sync (iCal)',
    'Listing calendar (iCal)',
    /^Times shown in Brasilia/,
  ],
  [
    'es-ES',
    'Acciones para Casa Lua',
    'Editar',
    'Sincronización del calendario (iCal)',
    'Calendario del anuncio (iCal)',
    /^Horas en hora estándar de Brasilia/,
  ],
] as const)('in %s, the feed panel lists its syncs and names its zone', async (...words) => {
  const [locale, actions, edit, title, section, zone] = words;
  const page = await visitorIn(suite.browser, locale, suite.host.token);
  await page.goto(`${suite.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: actions }).click();
  await page.getByRole('menuitem', { name: edit }).click();
  const panel = page.getByRole('region', { name: title });
  await panel.locator('.ui-sync-runs li').first().waitFor();
  await panel.getByText(zone).scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, `houses-calendar-feed-${locale}`)).toEqual(fineAtEachWidth);
  await shotsOf(page, panel, `calendar-feed-panel-${locale}`);
  await shotsOf(page, page.getByRole('group', { name: section }), `feed-field-${locale}`);
});

/** A part of the page (the feed's panel, its field) at 360 and 1280 px, to look at beside it. */
const shotsOf = async (page: Page, part: Locator, name: string) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await part.screenshot({ path: `test/e2e/__screenshots__/${name}-${width}.png` });
  }
};

it('the property says when the guest link of an imported reservation goes, in Portuguese', async () => {
  const { browser, host } = suite;
  const page = await visitorIn(browser, 'pt-BR', host.token);
  await page.goto(`${suite.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Ações para Casa Sol' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const group = page.getByRole('group', { name: /Quando uma reserva chega sozinha/ });
  await group.getByRole('radio', { name: 'Enviar alguns dias antes do check-in' }).check();
  await page.getByRole('textbox', { name: /Dias antes do check-in/ }).fill('2');
  await group.scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'houses-guest-link-pt-BR')).toEqual(fineAtEachWidth);
  await page.getByRole('button', { name: 'Salvar imóvel' }).click();
  await page.getByText('Imóvel atualizado').waitFor();
  const saved = await host.api<{
    data: { guestLinkAutoSend: string; guestLinkDaysBefore: number };
  }>(`/residences/${casaSol}`);
  expect(saved.body.data).toMatchObject({
    guestLinkAutoSend: 'days-before',
    guestLinkDaysBefore: 2,
  });
});
