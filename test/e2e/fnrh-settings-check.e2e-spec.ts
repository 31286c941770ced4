import type { Locale } from '@chegada/contracts';
import { FNRH_KEY, FNRH_USER } from '../../apps/api/src/government/__fixtures__/fnrh-peer';
import { messages } from '../../web/src/app/messages';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { aHost, toast } from '../helpers/console-host';
import { aLinkedStay, useFnrhHostSuite } from '../helpers/fnrh-host';
import { LANGUAGES } from '../helpers/guest-steps';
import { visitorIn } from '../helpers/languages';

// Walk of issue 32 on the built app, in each language: /u/config's FNRH panel refuses under the
// API key a key the local FNRH refuses (nothing saved), saves with a warning while FNRH is down,
// and then the guest form of a host on FNRH offers FNRH's bicycle and on foot. Screens at 360
// and 1280 px with axe in test/e2e/__screenshots__/fnrh-settings-*, guest-transport-*.
const { suite, world } = useFnrhHostSuite(
  'fnrh-settings-check',
  aHost('Rosa Chave', 'Serra'),
  'Casa Serra',
);

const say = (locale: Locale, id: string) => messages[locale][id] ?? id;

it.each(LANGUAGES)(
  'in %s, refuses a key FNRH refuses and saves with a warning while FNRH is down',
  async (locale) => {
    const { browser, host, site } = suite;
    const page = await visitorIn(browser, locale, host.token);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/u/config`);
    const panel = page.getByRole('region', { name: 'FNRH Digital' });
    const key = panel.getByLabel(say(locale, 'fnrh.apiKey'));
    const save = panel.getByRole('button', { name: say(locale, 'fnrh.save') });
    await panel.getByLabel(say(locale, 'fnrh.enabled')).check();
    await panel.getByLabel(say(locale, 'fnrh.user')).fill(FNRH_USER);
    await key.fill('wrong-key');
    await panel.getByLabel(say(locale, 'fnrh.operatorCpf')).fill('529.982.247-25');
    await save.click();
    await panel.getByText(say(locale, 'settings.fnrhCredentialsRefused')).waitFor();
    expect(await key.getAttribute('aria-invalid')).toBe('true');
    await panel.scrollIntoViewIfNeeded();
    expect(await inspectAtEachWidth(page, `fnrh-settings-refused-${locale}`)).toEqual(
      fineAtEachWidth,
    );

    world.fnrh.down = true;
    try {
      await key.fill(FNRH_KEY);
      await save.click();
      await panel.getByText(say(locale, 'fnrh.savedUnchecked')).waitFor();
    } finally {
      world.fnrh.down = false;
    }
    // The "saved" toast, still sliding in, is no part of what this screen shows.
    await toast(page, say(locale, 'fnrh.saved'));
    await page.locator('.Toastify__close-button').last().click();
    await page.locator('.Toastify__toast').waitFor({ state: 'detached' });
    await panel.scrollIntoViewIfNeeded();
    expect(await inspectAtEachWidth(page, `fnrh-settings-unchecked-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    await save.click();
    await panel.getByText(say(locale, 'fnrh.testOk')).waitFor();
    expect(pageErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.close();
  },
);

it.each(LANGUAGES)("in %s, offers the guest FNRH's bicycle and on foot", async (locale) => {
  const { browser, host, site } = suite;
  const link = await aLinkedStay(host, world.residenceId, locale);
  const guest = await visitorIn(browser, locale);
  await guest.goto(`${site.baseUrl}${link}`);
  const transport = guest.getByLabel(say(locale, 'guest.field.transport'));
  // In the language the guest picks on the page (as the reservation's may differ).
  await guest.locator('.language select').selectOption(locale);
  await guest.locator(`html[lang="${locale}"]`).waitFor();
  await transport.waitFor();
  const options = await transport.locator('option').allInnerTexts();
  expect(options).toEqual(
    expect.arrayContaining([
      say(locale, 'guest.field.transport.bicycle'),
      say(locale, 'guest.field.transport.onFoot'),
    ]),
  );
  await transport.selectOption('onFoot');
  await transport.scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(guest, `guest-transport-${locale}`)).toEqual(fineAtEachWidth);
  await guest.close();
});
