import type { Page } from 'playwright-core';
import { browserSuite, seriousAccessibilityViolations } from '../helpers/browser';
import { aGuestLink, saveGuestForm, type GuestLinkSetup } from '../helpers/guest-link';

/**
 * Issue 17: axe (WCAG 2.1 A and AA) finds no serious or critical violation on any step of the
 * guest form, in each of its three languages, on a 360 px phone: the six steps, the masked
 * data's notice and unlock dialog (issue 15), the phone's country list and the import dialog.
 */
const suite = browserSuite('guest-axe');
let setup: GuestLinkSetup;

beforeAll(async () => {
  setup = await aGuestLink(suite.site.app.baseUrl);
  // Saved from another device: the holder's step shows it masked.
  await saveGuestForm(suite.site.baseUrl, setup, {
    adults: 2,
    children: 0,
    visitPurpose: 'leisure',
    name: 'Maria Silva',
    email: 'maria@example.com',
    additionalGuests: [{ name: 'Ana Souza' }],
  });
});

const LANGUAGES = {
  'pt-BR': { unlock: 'Liberar com um código', import: /Importe seus dados/, close: 'Fechar' },
  'en-US': { unlock: 'Unlock with a code', import: /Import your data/, close: 'Close' },
  'es-ES': { unlock: 'Desbloquear con un código', import: /Importa tus datos/, close: 'Cerrar' },
} as const;

type Language = keyof typeof LANGUAGES;

/** Each violation found, named by where it was. */
const scan = async (page: Page, where: string): Promise<string[]> =>
  (await seriousAccessibilityViolations(page)).map((violation) => `${where}: ${violation}`);

const openIn = async (language: Language): Promise<Page> => {
  const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 } });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(
    (locale) =>
      (
        globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      ).localStorage.setItem('chegada.locale', locale),
    language,
  );
  const page = await context.newPage();
  await page.goto(`${suite.site.baseUrl}${setup.link}`);
  await page.locator('.step-progress button').first().waitFor();
  return page;
};

/** Opens the step at `index` of the progress bar and waits for its heading. */
const openStep = async (page: Page, index: number): Promise<string> => {
  const button = page.locator('.step-progress button').nth(index);
  const name = (await button.locator('.step-name').textContent()) ?? '';
  if (await button.isEnabled()) await button.click();
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  return name;
};

/** A dialog opened by `button`, scanned, then closed with its own button. */
const scanDialog = async (page: Page, button: string | RegExp, closeLabel: string) => {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const found = await scan(page, `dialog ${String(button)}`);
  await dialog.getByRole('button', { name: closeLabel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return found;
};

describe('the guest form under axe, step by step, in each language (issue 17)', () => {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    it(`finds nothing serious in ${language}`, async () => {
      const page = await openIn(language);
      const words = LANGUAGES[language];
      const found: string[] = [];
      const steps = await page.locator('.step-progress button').count();
      expect(steps).toBe(6);
      for (let index = 0; index < steps; index += 1) {
        const name = await openStep(page, index);
        found.push(...(await scan(page, name)));
        if (index !== 1) continue;
        // The holder's step: the masked data, its dialogs, and the phone's country list.
        await page.getByRole('button', { name: words.unlock }).waitFor();
        found.push(...(await scanDialog(page, words.unlock, words.close)));
        found.push(...(await scanDialog(page, words.import, words.close)));
        await page.locator('.phone-country-button').click();
        await page.getByRole('searchbox').fill('a');
        found.push(...(await scan(page, `${name}, country list`)));
        await page.keyboard.press('Escape');
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});
