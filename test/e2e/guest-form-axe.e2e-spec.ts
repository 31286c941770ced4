import type { Page } from 'playwright-core';
import {
  browserSuite,
  fineAtEachWidth,
  inspectAtEachWidth,
  seriousAccessibilityViolations,
} from '../helpers/browser';
import { aGuestLink, saveGuestForm, type GuestLinkSetup } from '../helpers/guest-link';
import {
  aGuestPhone,
  field,
  fillHolder,
  fillStay,
  inEachLanguage,
  next,
  scrollToEnd,
  step,
} from '../helpers/guest-steps';

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
  'pt-BR': {
    unlock: 'Liberar com um código',
    import: /Importe seus dados/,
    close: 'Fechar',
    adults: 'Adultos',
    children: 'Crianças',
    addVehicle: 'Adicionar veículo',
    addGuest: 'Adicionar hóspede',
    maxGuests: 'Número máximo de hóspedes atingido! Esta reserva é para até 4 hóspedes.',
    parking: 'Este imóvel tem 1 vaga de estacionamento',
  },
  'en-US': {
    unlock: 'Unlock with a code',
    import: /Import your data/,
    close: 'Close',
    adults: 'Adults',
    children: 'Children',
    addVehicle: 'Add vehicle',
    addGuest: 'Add guest',
    maxGuests: 'Max guests reached! This reservation is for up to 4 guests.',
    parking: 'This property has 1 parking space',
  },
  'es-ES': {
    unlock: 'Desbloquear con un código',
    import: /Importa tus datos/,
    close: 'Cerrar',
    adults: 'Adultos',
    children: 'Niños',
    addVehicle: 'Añadir vehículo',
    addGuest: 'Añadir huésped',
    maxGuests: '¡Número máximo de huéspedes alcanzado! Esta reserva es para hasta 4 huéspedes.',
    parking: 'Esta propiedad tiene 1 plaza de aparcamiento',
  },
} as const;

type Language = keyof typeof LANGUAGES;

/** Each violation found, named by where it was. */
const scan = async (page: Page, where: string): Promise<string[]> =>
  (await seriousAccessibilityViolations(page)).map((violation) => `${where}: ${violation}`);

const openIn = async (language: Language): Promise<Page> => {
  const context = await aGuestPhone(suite.browser, { language, touch: false });
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

/**
 * The limits of the reservation (4 guests) and of the property (1 parking space), as the stay
 * and guests steps say them once reached: screenshots at 360 and 1280 px, under axe.
 */
describe('the guest form at its limits, in each language (issue 17)', () => {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    it(`says the guests and parking limits in ${language}`, async () => {
      const page = await openIn(language);
      const words = LANGUAGES[language];
      await openStep(page, 0);
      await page.getByLabel(words.adults).fill('4');
      await page.getByLabel(words.children).fill('1');
      await page.keyboard.press('Tab');
      const limit = page.getByText(words.maxGuests, { exact: true });
      await limit.waitFor();
      expect(await page.getByLabel(words.adults).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel(words.children).getAttribute('aria-invalid')).toBe('true');
      await page.getByRole('button', { name: words.addVehicle }).click();
      await page.getByText(words.parking, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: words.addVehicle }).count()).toBe(0);
      await scrollToEnd(page);
      expect(await inspectAtEachWidth(page, `guest-stay-limits-${language}`)).toEqual(
        fineAtEachWidth,
      );

      // One guest saved already: two more make the four the reservation takes, with the holder.
      await openStep(page, 2);
      for (const _ of [1, 2]) await page.getByRole('button', { name: words.addGuest }).click();
      await page.getByText(words.maxGuests, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: words.addGuest }).count()).toBe(0);
      await scrollToEnd(page);
      expect(await inspectAtEachWidth(page, `guest-guests-limit-${language}`)).toEqual(
        fineAtEachWidth,
      );
      await page.context().close();
    });
  }
});

/**
 * Issue 27's details, filled in on the phone in English and then read in each language (the
 * last is English again) at 360 and 1280 px under axe: pets with a count and a kind, the address's neighbourhood and UF
 * list, a child's birth certificate instead of a CPF, and who may take the child's selfie.
 */
describe('the guest form’s details of issue 27, in each language', () => {
  it('takes pets, the neighbourhood, a child’s birth certificate, and says who takes the selfie', async () => {
    // No deposit: the documents follow the other guests.
    const fresh = await aGuestLink(suite.site.app.baseUrl, { residence: { depositAmount: 0 } });
    const context = await aGuestPhone(suite.browser, { touch: false });
    const page = await context.newPage();
    const seen: Record<string, unknown> = {};
    const inspect = (name: string) =>
      inEachLanguage(page, async (language) => {
        await scrollToEnd(page);
        seen[`${name}-${language}`] = await inspectAtEachWidth(page, `${name}-${language}`);
      });
    await page.goto(`${suite.site.baseUrl}${fresh.link}`);
    await step(page, 'Stay');
    await fillStay(page);
    await field(page, 'Children').fill('1');
    await page.getByLabel('I am bringing pets').check();
    await field(page, 'How many pets').fill('2');
    await page.getByRole('radio', { name: 'Other' }).check();
    await field(page, 'Which animal').fill('Rabbits');
    await inspect('guest-pets');
    await next(page);

    await step(page, 'Your details');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('BR');
    await fillHolder(page);
    await inspect('guest-address');
    await next(page);

    await step(page, 'Other guests');
    await page.getByRole('button', { name: 'Add guest' }).click();
    await field(page, 'Full name').fill('Lia Silva');
    await field(page, 'Date of birth').fill('2020-01-01');
    await page.getByRole('radio', { name: 'Birth certificate' }).check();
    await field(page, 'Birth certificate number (matrícula)').fill(
      '104539.01.55.2013.1.00012.021.0000123-21',
    );
    await inspect('guest-child-document');
    await next(page);

    await step(page, 'Documents and selfie');
    const childSelfie = page
      .locator('section', { has: page.getByRole('heading', { name: 'Lia Silva' }) })
      .getByRole('group', { name: 'Selfie' });
    await childSelfie
      .getByText('For a guest under 18, the main guest may take the selfie.')
      .waitFor();
    await inspect('guest-child-selfie');

    expect(seen).toEqual(
      Object.fromEntries(Object.keys(seen).map((name) => [name, fineAtEachWidth])),
    );
    expect(Object.keys(seen)).toHaveLength(12);
    await context.close();
  });
});
