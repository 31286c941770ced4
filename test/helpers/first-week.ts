import type { Locale } from '@chegada/contracts';
import IntlMessageFormat from 'intl-messageformat';
import type { Browser, BrowserContext } from 'playwright-core';
import { cookieOf } from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { messages } from '../../web/src/app/messages';
import { inAnHour } from './guest-door';
import { aGuestLink, guestSubmitsByLink, type GuestLinkSetup } from './guest-link';
import { aGuestPhone } from './guest-steps';
import { requestJson } from './http';

/** The property's manual door code and the companion on their own link of aFirstWeekStay. */
export const FIRST_WEEK = {
  doorCode: '735108',
  guest: 'Maria Silva',
  companion: { name: 'Ana Souza', phone: '(48) 99111-2233', e164: '5548991112233' },
} as const;

/** A stay of aFirstWeekStay, with the main guest's cookie for their phone. */
export type FirstWeekStay = GuestLinkSetup & { guestCookie: string };

/**
 * A new host's first week, seeded through the API: a property without a smart lock with a
 * manual door code (FIRST_WEEK), a stay checking in within the hour (inside the default 2-hour
 * release window) that the main guest sent with an adult companion still to fill in on their
 * own link, approved by the host.
 */
export const aFirstWeekStay = async (api: string): Promise<FirstWeekStay> => {
  const setup = await aGuestLink(api, {
    checkIn: inAnHour(),
    residence: { usesTTLock: false, doorCode: FIRST_WEEK.doorCode, depositAmount: 0 },
  });
  const { companion } = FIRST_WEEK;
  const { answer } = await guestSubmitsByLink(api, setup.link, FIRST_WEEK.guest, {
    answers: {
      adults: 2,
      additionalGuests: [{ name: companion.name, ownLink: true, phone: companion.phone }],
    },
  });
  if (answer.status !== 200) throw new Error(`guest form answered ${answer.status}`);
  const approved = await requestJson(
    `${api}/api/stays/approve-reservation/${setup.reservationId}`,
    {
      token: setup.hostToken,
      body: { confirm: true },
    },
  );
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
  return { ...setup, guestCookie: cookieOf(answer.setCookie) ?? '' };
};

/** The main guest's phone, reading `locale`, with the cookie their form left on it. */
export const theMainGuestsPhone = async (
  browser: Browser,
  baseUrl: string,
  stay: FirstWeekStay,
  locale: Locale,
): Promise<BrowserContext> => {
  const phone = await aGuestPhone(browser, { language: locale, touch: false });
  const [name = '', ...value] = stay.guestCookie.split('=');
  if (name) await phone.addCookies([{ name, value: value.join('='), url: baseUrl }]);
  return phone;
};

/** A message of the web catalogues in `locale`, with its values: what the screen says. */
export const sayIn = (locale: Locale, id: string, values: Record<string, unknown> = {}): string => {
  const message = messages[locale][id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values as never));
};
