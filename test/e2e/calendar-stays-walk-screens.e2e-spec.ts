import type { Locale } from '@chegada/contracts';
import type { Page } from 'playwright-core';
import { collectPageErrors } from '../helpers/browser';
import { addProperty } from '../helpers/console-host';
import { LIA_STAYS, useLiasStaysSuite } from '../helpers/stays-host';
import { visitorIn } from '../helpers/languages';
import { looksFineAtEachWidth } from '../helpers/screens';

// Issue 30's last items (fix30d), in Chromium at 360 and 1280 px with axe, in each language: a
// private calendar address refused at the field on the property's panel and in a new
// property's form (which now takes the calendar), and /u/config's Stays part before any listing
// is mapped, its times in the account's zone (Brasília), not the browser's (UTC here).

const suite = useLiasStaysSuite('calendar-stays-walk-screens');

const WORDS = {
  'pt-BR': {
    add: 'Adicionar imóvel',
    actions: 'Ações para Casa Sol',
    edit: 'Editar',
    url: 'Link do calendário (iCal)',
    private: /Este endereço aponta para uma rede privada/,
    zone: 'Fuso dos horários: Horário Padrão de Brasília (GMT-3).',
  },
  'en-US': {
    add: 'Add property',
    actions: 'Actions for Casa Sol',
    edit: 'Edit',
    url: 'Calendar link (iCal)',
    private: /This address points to a private network/,
    zone: 'Times shown in Brasilia Standard Time (GMT-3).',
  },
  'es-ES': {
    add: 'Añadir propiedad',
    actions: 'Acciones para Casa Sol',
    edit: 'Editar',
    url: 'Enlace del calendario (iCal)',
    private: /Esta dirección apunta a una red privada/,
    zone: 'Horas en hora estándar de Brasilia (GMT-3).',
  },
} as const;

const looks = looksFineAtEachWidth('fix30d');

/** The calendar field with a private address typed, left: its error shows under it. */
const typePrivate = async (page: Page, label: string, message: RegExp) => {
  const url = page.getByLabel(label);
  await url.fill('http://192.168.0.10/listing.ics');
  await url.blur();
  await page.getByText(message).waitFor();
  await url.scrollIntoViewIfNeeded();
};

beforeAll(async () => {
  await addProperty(suite.host, 'Casa Sol');
  const connected = await suite.host.api('/integrations/stays', {
    method: 'PUT',
    body: { domain: suite.peer.domain, ...LIA_STAYS },
  });
  expect(connected.status).toBeLessThan(300);
});

it.each(Object.keys(WORDS) as Locale[])(
  'in %s, a private calendar address is refused at the field, on the panel and in a new property',
  async (locale) => {
    const words = WORDS[locale];
    const page = await visitorIn(suite.browser, locale, suite.host.token);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: words.actions }).click();
    await page.getByRole('menuitem', { name: words.edit }).click();
    await typePrivate(page, words.url, words.private);
    await looks(page, `house-panel-private-${locale}`);

    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: words.add }).first().click();
    await typePrivate(page, words.url, words.private);
    await looks(page, `new-house-private-${locale}`);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  },
  120_000,
);

it.each(Object.keys(WORDS) as Locale[])(
  "in %s, /u/config's Stays part reads its times in Brasília before any listing is mapped",
  async (locale) => {
    const words = WORDS[locale];
    const page = await visitorIn(suite.browser, locale, suite.host.token);
    await page.goto(`${suite.site.baseUrl}/u/config`);
    const panel = page.getByRole('region', { name: 'Stays.net' });
    await panel.locator('.ui-sync-runs li').first().waitFor();
    await panel.getByText(words.zone).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await looks(page, `config-stays-unmapped-${locale}`);
    await page.context().close();
  },
  120_000,
);
