import type { Locale } from '@chegada/contracts';
import { messages } from '../../web/src/app/messages';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink, saveGuestForm } from '../helpers/guest-link';
import { LANGUAGES } from '../helpers/guest-steps';
import { visitorIn } from '../helpers/languages';
import { codesEmailed } from '../helpers/messaging/emailed-codes';
import { eventually } from '../helpers/wait';

/**
 * Walk of issue 32 in Chromium, in each language: after "send a code", a reload of the guest's
 * data page asked for a second code. Now it shows the code field again, the code the first
 * e-mail carried confirms the request, and the guest may start over instead. Screens at 360
 * and 1280 px with axe in test/e2e/__screenshots__/data-request-reload-*.
 */
const suite = browserSuiteWithMail('data-request-reload');

const say = (locale: Locale, id: string) => messages[locale][id] ?? id;

it.each(LANGUAGES)('in %s, asks again after a reload for the code already sent', async (locale) => {
  const email = `maria.${locale.toLowerCase()}@example.com`;
  const setup = await aGuestLink(suite.site.app.baseUrl);
  await saveGuestForm(suite.site.baseUrl, setup, { name: 'Maria Silva', email });
  const page = await visitorIn(suite.browser, locale);
  const privacy = setup.link.replace('/p/formdata/', '/p/formdata/privacy/');
  await page.goto(`${suite.site.baseUrl}${privacy}`);
  const copy = page.getByRole('radio', { name: say(locale, 'guest.dataRequests.kind.copy') });
  const code = page.getByLabel(new RegExp(`^${say(locale, 'guest.dataRequests.code')}`));
  const seen = suite.smtp.received.length;
  await copy.check();
  await page.getByRole('button', { name: say(locale, 'guest.dataRequests.ask') }).click();
  await code.waitFor();
  const sent = await eventually(
    async () => codesEmailed(suite.smtp, seen, email).at(-1),
    15_000,
    'the confirmation code e-mail',
  );

  await page.reload();
  await code.waitFor();
  expect(await copy.count()).toBe(0);
  expect(await inspectAtEachWidth(page, `data-request-reload-${locale}`)).toEqual(fineAtEachWidth);
  await code.fill(sent);
  await page.getByRole('button', { name: say(locale, 'guest.dataRequests.confirm') }).click();
  await page.getByText(say(locale, 'guest.dataRequests.confirmed')).waitFor();
  // One code e-mailed for the one request.
  expect(codesEmailed(suite.smtp, seen, email)).toHaveLength(1);

  // Asked again, the guest may start over: the choices, and after a reload too.
  await copy.check();
  await page.getByRole('button', { name: say(locale, 'guest.dataRequests.ask') }).click();
  await page.getByRole('button', { name: say(locale, 'guest.dataRequests.startOver') }).click();
  await copy.waitFor();
  await page.reload();
  await copy.waitFor();
  expect(await code.count()).toBe(0);
  await page.close();
});
