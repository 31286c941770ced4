import type { Locale } from '@chegada/contracts';
import { staysBooking } from '../../apps/api/src/bookings/__fixtures__/stays-peer';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import { collectPageErrors } from '../helpers/browser';
import { LIA_STAYS, useLiasStaysSuite } from '../helpers/stays-host';
import { visitorIn } from '../helpers/languages';
import { waitFor } from '../helpers/wait';
import { looksFineAtEachWidth } from '../helpers/screens';

// Walk 48 of issue 30 (fix30g), in Chromium at 360 and 1280 px with axe, in each language: a
// Stays stay whose check-in moved and that Stays then cancelled reads, on its review, the motive
// in the host's language, the dates it left in its history and the guest Stays named as the
// main guest; the property shows the Stays account's syncs; the disconnect dialog says what
// connecting the same account again brings back.
const booking = staysBooking('AL48', 'listing-sol', 12, 4, {
  guestsDetails: { adults: 2, list: [{ name: 'Ana Lima', primary: true }] },
});

const suite = useLiasStaysSuite('stays-walk48-screens', (stays) => {
  stays.reservations.push(booking);
  stays.clients.set('client-AL48', {
    name: 'Ana Lima',
    contactEmails: [{ adr: 'ana.lima@example.com' }],
  });
});

type Listed = { items: { id: string; status: number; CheckIn: string }[] };
let reservationId = '';

/** "Sync now", then the reservation once `done` says the sync brought what was changed. */
const syncUntil = async (done: (item: Listed['items'][number]) => boolean) => {
  await suite.host.api('/integrations/stays/sync', { method: 'POST' });
  const listed = await waitFor(
    () => suite.host.api<Listed>('/stays/reservations?perPage=10'),
    (answer) => answer.body.items.some(done),
    30_000,
  );
  return listed.body.items.find(done)!;
};

beforeAll(async () => {
  const { host } = suite;
  const created = await host.api<{ data: { id: string } }>('/residences', {
    body: aResidence({ name: 'Casa Sol', guestLinkAutoSend: 'off' }),
  });
  expect(created.status).toBe(201);
  const body = { domain: suite.peer.domain, ...LIA_STAYS };
  expect((await host.api('/integrations/stays', { method: 'PUT', body })).status).toBe(200);
  await host.api('/integrations/stays/listings/listing-sol', {
    method: 'PUT',
    body: { residenceId: created.body.data.id },
  });
  const first = await syncUntil(() => true);
  reservationId = first.id;
  // Check-in a day later (a shorter stay, no extension), then cancelled on Stays.
  booking.checkInDate = staysBooking('x', 'x', 13, 3).checkInDate;
  await syncUntil((item) => item.CheckIn !== first.CheckIn);
  booking.type = 'canceled';
  await syncUntil((item) => item.status === 6);
}, 120_000);

const WORDS = {
  'pt-BR': {
    motive: 'Reserva cancelada na Stays',
    moved: /^Datas alteradas: de .+ para .+$/,
    actions: 'Ações para Casa Sol',
    edit: 'Editar',
    staysSync: 'Sincronização da Stays',
    disconnect: 'Desconectar a Stays',
  },
  'en-US': {
    motive: 'Booking cancelled on Stays',
    moved: /^Dates changed: from .+ to .+$/,
    actions: 'Actions for Casa Sol',
    edit: 'Edit',
    staysSync: 'Stays sync',
    disconnect: 'Disconnect Stays',
  },
  'es-ES': {
    motive: 'Reserva cancelada en Stays',
    moved: /^Fechas cambiadas: del .+ al .+$/,
    actions: 'Acciones para Casa Sol',
    edit: 'Editar',
    staysSync: 'Sincronización de Stays',
    disconnect: 'Desconectar Stays',
  },
} as const;

const looks = looksFineAtEachWidth('fix30g');

it.each(Object.keys(WORDS) as Locale[])(
  'in %s, the review, the property and the disconnect dialog of a Stays account',
  async (locale) => {
    const words = WORDS[locale];
    const page = await visitorIn(suite.browser, locale, suite.host.token);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/guest/${reservationId}`);
    await page.locator('.review-motives dd', { hasText: words.motive }).waitFor();
    await page.locator('.timeline-what', { hasText: words.motive }).waitFor();
    const lines = await page.locator('.timeline-what').allTextContents();
    expect(lines.filter((line) => words.moved.test(line))).toHaveLength(1);
    await page.getByText('ana.lima@example.com').waitFor();
    await looks(page, `review-${locale}`);

    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: words.actions }).click();
    await page.getByRole('menuitem', { name: words.edit }).click();
    const section = page.getByRole('region', { name: words.staysSync });
    await section.locator('.ui-sync-runs li').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await looks(page, `house-stays-${locale}`);

    await page.goto(`${suite.site.baseUrl}/u/config`);
    await page.getByRole('button', { name: words.disconnect }).click();
    await page.getByRole('dialog').waitFor();
    await looks(page, `disconnect-${locale}`);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  },
  120_000,
);
