import type { Locale } from '@chegada/contracts';
import type { Page } from 'playwright-core';
import { messages } from '../../web/src/app/messages';
import {
  browserSuite,
  collectPageErrors,
  describedBy,
  fineAtEachWidth,
  inspectAtEachWidth,
} from '../helpers/browser';
import { aGenericLink } from '../helpers/guest-link';
import { visitorIn } from '../helpers/languages';

/**
 * Issue 17 in Chromium: the property's unique link. A check-in before the property's today is
 * refused on its field in each language (test/e2e/__screenshots__/generic-past-date-*.png);
 * the same guest starting from two phones at once gets one reservation, which the host's list
 * shows once.
 */
const suite = browserSuite('guest-generic');

/** YYYY-MM-DD in São Paulo (the property's zone), `days` from now. */
const dayInSaoPaulo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const say = (locale: Locale, id: string) => messages[locale][id] ?? id;
const field = (page: Page, locale: Locale, id: string) =>
  page.getByLabel(new RegExp(`^${say(locale, `guest.field.${id}`)}`));

const startStay = async (
  page: Page,
  locale: Locale,
  stay: { name: string; email: string; checkIn: string; checkOut: string },
) => {
  await field(page, locale, 'name').fill(stay.name);
  await field(page, locale, 'email').fill(stay.email);
  await field(page, locale, 'checkInDate').fill(stay.checkIn);
  await field(page, locale, 'checkOutDate').fill(stay.checkOut);
  await field(page, locale, 'guestCount').fill('2');
};

const LOCALES: Locale[] = ['pt-BR', 'en-US', 'es-ES'];

describe("the property's unique link in Chromium (issue 17)", () => {
  let link: { link: string; hostToken: string };
  beforeAll(async () => {
    link = await aGenericLink(suite.site.baseUrl);
  });

  it.each(LOCALES)('refuses a check-in before today on its field, in %s', async (locale) => {
    const page = await visitorIn(suite.browser, locale);
    const errors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}${link.link}`);
    await page.getByText('Casa Azul').waitFor();
    await startStay(page, locale, {
      name: 'Ana Lima',
      email: 'ana.lima@example.com',
      checkIn: dayInSaoPaulo(-1),
      checkOut: dayInSaoPaulo(2),
    });
    await page.getByRole('button', { name: say(locale, 'guest.next') }).click();
    const checkIn = field(page, locale, 'checkInDate');
    const refusal = say(locale, 'guestForm.checkInInPast');
    await page.getByText(refusal).waitFor();
    expect(await describedBy(checkIn)).toContain(refusal);
    expect(await checkIn.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${suite.site.baseUrl}${link.link}`);
    expect(await inspectAtEachWidth(page, `generic-past-date-${locale}`)).toEqual(fineAtEachWidth);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives the same guest one reservation from two phones at once', async () => {
    const stay = {
      name: 'Bruno Dias',
      email: 'bruno.dias@example.com',
      checkIn: dayInSaoPaulo(5),
      checkOut: dayInSaoPaulo(8),
    };
    const phones = await Promise.all(
      ['pt-BR', 'en-US'].map((locale) => visitorIn(suite.browser, locale as Locale)),
    );
    for (const [index, phone] of phones.entries()) {
      const locale = index === 0 ? 'pt-BR' : 'en-US';
      await phone.goto(`${suite.site.baseUrl}${link.link}`);
      await phone.getByText('Casa Azul').waitFor();
      await startStay(phone, locale, stay);
    }
    await Promise.all(
      phones.map((phone, index) =>
        phone
          .getByRole('button', { name: say(index === 0 ? 'pt-BR' : 'en-US', 'guest.next') })
          .click(),
      ),
    );
    const form = /\/p\/formdata\/[^/]+\/other\/[0-9a-f-]{36}$/;
    await Promise.all(phones.map((phone) => phone.waitForURL(form)));
    const [first, second] = phones.map((phone) => new URL(phone.url()).pathname);
    expect(second).toBe(first);
    await Promise.all(phones.map((phone) => phone.context().close()));

    const host = await visitorIn(suite.browser, 'pt-BR', link.hostToken);
    await host.goto(`${suite.site.baseUrl}/u/reserves`);
    await host.getByRole('link', { name: 'Bruno Dias' }).first().waitFor();
    expect(await host.getByRole('link', { name: 'Bruno Dias' }).count()).toBe(1);
    await host.context().close();
  });
});
