import type { Locale } from '@chegada/contracts';
import type { Page } from 'playwright-core';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import { locksMessages } from '../../libs/contracts/src/messages/locks.messages';
import { routesMessages } from '../../web/src/app/routes/routes.messages';
import { residenceFormMessages } from '../../web/src/features/residences/residence-form.messages';
import { residencesMessages } from '../../web/src/features/residences/residences.messages';
import { locksPageMessages } from '../../web/src/features/residences/locks-page.messages';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { openConsolePage } from '../helpers/console-page';
import { aHost, useHostSuite, submittedReservation } from '../helpers/console-host';
import { foreignText } from '../helpers/languages';
import { sayIn } from '../helpers/first-week';
import { waitFor } from '../helpers/wait';

// A server without a TTLock application (no TTLOCK_CLIENT_ID/SECRET), as a host finds it in
// each language: the keys page and the property form's TTLock box say so, and the review of a
// stay approved on a property with a lock shows its manual door code and when the guest gets
// it, as for a property without a lock (issue 27): no lock failure, no "try again", which
// could never work here. (locks.e2e-spec.ts and
// locks-test-code.e2e-spec.ts run a server with TTLock; this one needs its own.)
let reservationId = '';
const HOUSE = 'Casa Serra';
const GUEST = 'Lia Prado';
// The property's manual door code (aResidence's).
const DOOR_CODE = '735108';

const suite = useHostSuite('locks-not-configured', aHost('Caio Reis', 'Pousada Serra'));

beforeAll(async () => {
  const { site, host } = suite;
  // Ticked before the server lost TTLock, or by a host the form did not stop.
  const house = await host.api<{ data: { id: string } }>('/residences', {
    body: aResidence({ name: HOUSE, usesTTLock: true, lockId: '7001', doorCode: DOOR_CODE }),
  });
  reservationId = await submittedReservation(site.app.baseUrl, host, house.body.data.id, GUEST);
  await host.api(`/stays/approve-reservation/${reservationId}`, { body: { confirm: true } });
  // The worker tries the lock after the approval; the review opens once it has failed.
  await waitFor(
    () => host.api<{ data?: { status: string } }>(`/locks/reservations/${reservationId}`),
    (answer) => answer.body.data?.status === 'failed',
  );
});

const checked = async (page: Page, locale: Locale, name: string) => {
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  expect(await inspectAtEachWidth(page, `${name}-${locale}`)).toEqual(fineAtEachWidth);
  expect(await foreignText(page, locale)).toEqual([]);
};

describe.each(['pt-BR', 'en-US', 'es-ES'] as const)('no TTLock on this server, in %s', (locale) => {
  const words = {
    ...routesMessages[locale],
    ...residencesMessages[locale],
    ...residenceFormMessages[locale],
    ...locksPageMessages[locale],
    ...locksMessages[locale],
  };

  it('the keys page and the property form say so; the review offers no retry', async () => {
    const { site } = suite;
    const { page, errors: pageErrors } = await openConsolePage(suite, locale, '/u/keys/config');
    await page.getByRole('heading', { level: 1, name: words['route.keysConfig'] }).waitFor();
    await page.getByRole('status').filter({ hasText: words['locks.page.notConfigured'] }).waitFor();
    expect(await page.getByRole('button', { name: words['locks.page.connect'] }).count()).toBe(0);
    await checked(page, locale, 'keys-config-no-ttlock');

    await page.goto(`${site.baseUrl}/u/houses`);
    await page
      .getByRole('button', { name: words['houses.actionsFor'].replace('{name}', HOUSE) })
      .click();
    await page.getByRole('menuitem', { name: words['houses.action.edit'] }).click();
    const box = page.getByRole('checkbox', { name: words['houses.field.usesTTLock'] });
    await page.getByText(words['houses.field.usesTTLockNotConfigured']).waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.scrollIntoViewIfNeeded();
    await checked(page, locale, 'house-form-no-ttlock');

    await page.goto(`${site.baseUrl}/u/guest/${reservationId}`);
    await page.getByRole('heading', { level: 1, name: GUEST }).waitFor();
    const door = page.getByRole('region', { name: words['locks.panel.doorTitle'] });
    await door.getByText(sayIn(locale, 'locks.panel.doorCode', { code: DOOR_CODE })).waitFor();
    await door.getByText(sayIn(locale, 'locks.panel.releasedAt', { hours: 2 })).waitFor();
    await checked(page, locale, 'guest-review-lock-no-ttlock');
    expect(await page.getByRole('region', { name: words['locks.panel.title'] }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
