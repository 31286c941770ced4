import type { Page } from 'playwright-core';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { DOOR, DOOR_OFFLINE_WORDS, useStayAtTheDoor, workerReady } from '../helpers/guest-door';

/**
 * Issue 27, major 6, in Chromium: the guest opens the arrival guide of an approved stay on a
 * 360 px phone within the hour before check-in, loses the signal, reloads, and still reads it:
 * the door code, the Wi-Fi with its password, the address with its map link, the host's
 * WhatsApp. Screens at 360 and 1280 px in test/e2e/__screenshots__/arrival-guide-*.png.
 */
const suite = useBrowserSuite('arrival-guide');

// The property of residences.builder: its Wi-Fi, parking, nearby place and address.
const SHOWN = [
  'Paulista 1000',
  'bela-vista-2580',
  'Vaga 12 no subsolo.',
  'Padaria Bela Vista',
  'Avenida Paulista, 1000, Apto 12, Bela Vista, São Paulo – SP, 01310-100',
];

const WORDS = {
  'en-US': {
    address: 'Address',
    map: 'Open in Google Maps',
    whatsapp: 'Message on WhatsApp',
    bakery: 'Bakery',
  },
  'pt-BR': {
    address: 'Endereço',
    map: 'Abrir no Google Maps',
    whatsapp: 'Mensagem no WhatsApp',
    bakery: 'Padaria',
  },
} as const;

const readsTheGuide = async (page: Page, language: keyof typeof WORDS) => {
  const words = WORDS[language];
  await page.getByRole('heading', { name: DOOR_OFFLINE_WORDS[language].approved }).waitFor();
  await page.getByRole('heading', { name: words.address }).waitFor();
  for (const text of [DOOR.passcode, DOOR.instructions, words.bakery, ...SHOWN])
    expect([text, await page.getByText(text, { exact: true }).isVisible()]).toEqual([text, true]);
  expect(await page.getByRole('link', { name: words.map }).getAttribute('href')).toMatch(
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Avenida%20Paulista/,
  );
  expect(await page.getByRole('link', { name: words.whatsapp }).getAttribute('href')).toBe(
    'https://wa.me/5511987654321',
  );
};

describe('the arrival guide at the door', () => {
  const door = useStayAtTheDoor(suite);

  it('reads on a 360 px phone, then offline after a reload, in English and Portuguese', async () => {
    const page = await door.phone.newPage();
    await page.goto(`${suite.site.baseUrl}${door.setup.link}`);
    await readsTheGuide(page, 'en-US');
    expect(await inspectAtEachWidth(page, 'arrival-guide-en-US')).toEqual(fineAtEachWidth);
    await workerReady(page);

    await door.phone.setOffline(true);
    await page.reload();
    await page.getByText(DOOR_OFFLINE_WORDS['en-US'].offline).waitFor();
    await readsTheGuide(page, 'en-US');
    await page.locator('.language select').selectOption('pt-BR');
    await readsTheGuide(page, 'pt-BR');
    expect(await inspectAtEachWidth(page, 'arrival-guide-pt-BR')).toEqual(fineAtEachWidth);
    await door.phone.setOffline(false);
  });
});
