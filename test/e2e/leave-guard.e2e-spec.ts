import type { Locale } from '@chegada/contracts';
import type { Page } from 'playwright-core';
import { messages } from '../../web/src/app/messages';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { addProperty, startHostSuite, type HostSuite } from '../helpers/console-host';
import { visitorIn } from '../helpers/languages';

// Console forms other than the property's, left with changes not saved (LeaveGuard): the
// reservation form dialog closed with Esc, the settings page left with Back, in each language.
let suite: HostSuite | undefined;

beforeAll(async () => {
  suite = await startHostSuite('leave-guard', {
    name: 'Clara Nunes',
    email: 'clara@leave.test',
    password: 'secret1',
    company: 'Sol',
  });
  await addProperty(suite.host, 'Casa Sol');
});

afterAll(() => suite?.close());

const say = (locale: Locale, id: string): string => messages[locale][id] ?? id;

const open = async (locale: Locale, path: string) => {
  const page = await visitorIn(suite!.browser, locale, suite!.host.token);
  const errors = collectPageErrors(page);
  await page.goto(`${suite!.site.baseUrl}${path}`);
  return { page, errors };
};

const prompt = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: say(locale, 'unsavedChanges.title') });

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
    const contact = page.getByLabel(say(locale, 'settings.field.hostContactEmail'));
    await contact.fill('desk@leave.test');
    await page.goBack();
    await prompt(page, locale).waitFor();
    expect(await inspectAtEachWidth(page, `settings-leave-${locale}`)).toEqual(fineAtEachWidth);
    await page.getByRole('button', { name: say(locale, 'unsavedChanges.stay') }).click();
    expect(await contact.inputValue()).toBe('desk@leave.test');
    expect(new URL(page.url()).pathname).toBe('/u/config');
    expect(errors).toEqual([]);
  });
});
