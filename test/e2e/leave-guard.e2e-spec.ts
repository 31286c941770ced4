import type { Locale } from '@chegada/contracts';
import type { Locator, Page } from 'playwright-core';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { addProperty, aHost, useHostSuite } from '../helpers/console-host';
import { backAsksFirst, editProperty, openConsolePage, say } from '../helpers/console-page';
import { requestJson } from '../helpers/http';

// Console forms left with changes not saved (LeaveGuard), in each language: the reservation
// form dialog closed with Esc, the settings page left with Back, the Cancel of the property,
// user and price table forms, and another message or language picked on the message templates.
let adminToken = '';

const suite = useHostSuite('leave-guard', aHost('Clara Nunes', 'Sol'));

beforeAll(async () => {
  await addProperty(suite.host, 'Casa Sol');
  const login = await requestJson<{ token: string }>(`${suite.site.app.baseUrl}/api/login`, {
    body: suite.site.admin,
  });
  adminToken = login.body.token;
});

const open = (locale: Locale, path: string, token?: string) =>
  openConsolePage(suite, locale, path, token);

const prompt = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: say(locale, 'unsavedChanges.title') });

/**
 * With `typed` in `input`, the form's Cancel asks first: "Keep editing" keeps the text, and
 * "Leave without saving" closes the form. `photo` names the screenshots of the question.
 */
const cancelAsksFirst = async (
  page: Page,
  locale: Locale,
  {
    input,
    typed,
    cancelId,
    photo,
  }: { input: Locator; typed: string; cancelId: string; photo?: string },
) => {
  await input.fill(typed);
  const cancel = page.getByRole('button', { name: say(locale, cancelId), exact: true });
  await cancel.click();
  await prompt(page, locale).waitFor();
  if (photo) expect(await inspectAtEachWidth(page, photo)).toEqual(fineAtEachWidth);
  await page.getByRole('button', { name: say(locale, 'unsavedChanges.stay') }).click();
  expect(await input.inputValue()).toBe(typed);
  await cancel.click();
  await page.getByRole('button', { name: say(locale, 'unsavedChanges.leave') }).click();
  await input.waitFor({ state: 'detached' });
};

describe.each(['pt-BR', 'en-US', 'es-ES'] as const)('leaving console forms in %s', (locale) => {
  it('asks before Esc closes the reservation form with a guest typed in', async () => {
    const { page, errors } = await open(locale, '/u/reserves');
    await page
      .getByRole('button', { name: say(locale, 'reservationsPage.new') })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: say(locale, 'reservationForms.newTitle') });
    const guest = form.getByLabel(say(locale, 'reservationForms.guestName'));
    await guest.fill('Pedro Alves');
    await page.keyboard.press('Escape');
    await prompt(page, locale).waitFor();
    expect(await inspectAtEachWidth(page, `reservation-form-leave-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    await page.getByRole('button', { name: say(locale, 'unsavedChanges.stay') }).click();
    expect(await guest.inputValue()).toBe('Pedro Alves');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: say(locale, 'unsavedChanges.leave') }).click();
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('asks before Back drops the settings typed in, and keeps them on request', async () => {
    const { page, errors } = await open(locale, '/u/home');
    await page
      .getByRole('button', { name: say(locale, 'nav.userMenu').replace('{name}', 'Clara Nunes') })
      .click();
    await page.getByRole('link', { name: say(locale, 'nav.settings'), exact: true }).click();
    await backAsksFirst(page, locale, {
      input: page.getByLabel(say(locale, 'settings.field.hostContactEmail')),
      typed: 'desk@leave.test',
      path: '/u/config',
      photo: `settings-leave-${locale}`,
    });
    expect(errors).toEqual([]);
  });

  it('asks before Cancel drops the property form’s changes, and keeps them on request', async () => {
    const { page, errors } = await open(locale, '/u/houses');
    await editProperty(page, locale, 'Casa Sol');
    const input = page.getByLabel(say(locale, 'houses.field.maxGuests'));
    await cancelAsksFirst(page, locale, { input, typed: '7', cancelId: 'houses.cancel' });
    await page.getByRole('heading', { level: 1, name: say(locale, 'route.houses') }).waitFor();
    expect(errors).toEqual([]);
  });

  it('asks before Cancel drops a user typed in, and keeps them on request', async () => {
    const { page, errors } = await open(locale, '/u/users');
    await page.getByRole('button', { name: say(locale, 'subUsers.add') }).click();
    await cancelAsksFirst(page, locale, {
      input: page.getByLabel(say(locale, 'subUsers.name'), { exact: true }),
      typed: 'Carla Dias',
      cancelId: 'subUsers.cancel',
      photo: `sub-user-cancel-${locale}`,
    });
    await page.getByRole('button', { name: say(locale, 'subUsers.add') }).waitFor();
    expect(errors).toEqual([]);
  });

  it('asks before Cancel drops a price table typed in, and keeps it on request', async () => {
    const { page, errors } = await open(locale, '/admin/price-tables', adminToken);
    await page.getByRole('button', { name: say(locale, 'adminPriceTables.new') }).click();
    await cancelAsksFirst(page, locale, {
      input: page.getByLabel(say(locale, 'adminPriceTables.name')),
      typed: 'Plano Praia',
      cancelId: 'adminPriceTables.cancel',
    });
    await page.getByRole('button', { name: say(locale, 'adminPriceTables.new') }).waitFor();
    expect(errors).toEqual([]);
  });

  it('asks before another message or language replaces a message template not saved', async () => {
    const { page, errors } = await open(locale, '/u/models');
    const body = page.getByLabel(say(locale, 'models.field.body'));
    await body.fill('Olá, {guestName}! Até logo.');
    const message = page.getByLabel(say(locale, 'models.message'), { exact: true });
    await message.selectOption('refused');
    await prompt(page, locale).waitFor();
    expect(await inspectAtEachWidth(page, `models-switch-leave-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    await page.getByRole('button', { name: say(locale, 'unsavedChanges.stay') }).click();
    expect(await message.inputValue()).toBe('guest-link');
    expect(await body.inputValue()).toBe('Olá, {guestName}! Até logo.');
    const language = page.getByLabel(say(locale, 'models.language'));
    await language.selectOption(locale === 'es-ES' ? 'pt-BR' : 'es-ES');
    await page.getByRole('button', { name: say(locale, 'unsavedChanges.leave') }).click();
    expect(await language.inputValue()).toBe(locale === 'es-ES' ? 'pt-BR' : 'es-ES');
    expect(await body.inputValue()).not.toContain('Até logo.');
    expect(errors).toEqual([]);
  });
});
