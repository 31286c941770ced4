import type { BrowserContext } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, guestSubmitsByLink, type GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';

/**
 * Issue 17 in Chromium: at the door, with no signal (a garage, a phone without roaming), the
 * guest opens the link again and finds the door code the page showed an hour before check-in,
 * in each language, with the notice that the page is this phone's copy. Screens at 360 and
 * 1280 px in test/e2e/__screenshots__/guest-door-offline-*.png.
 */
const suite = useBrowserSuite('guest-door-offline');

const PASSCODE = '482913';
const INSTRUCTIONS = 'Gate on the left; the key box is under the stairs.';
const WORDS = {
  'en-US': {
    approved: 'Check-in approved',
    offline:
      'The page opened with what was saved on this phone. It updates when the connection returns.',
  },
  'pt-BR': {
    approved: 'Check-in aprovado',
    offline:
      'A página abriu com o que ficou salvo neste celular. Ela se atualiza quando a conexão voltar.',
  },
  'es-ES': {
    approved: 'Check-in aprobado',
    offline:
      'La página se abrió con lo que quedó guardado en este móvil. Se actualiza cuando vuelva la conexión.',
  },
} as const;

/** In an hour, as São Paulo's clock reads it: the door code is out from 2 hours before. */
const inAnHour = () =>
  `${new Date(Date.now() + 3_600_000 - 3 * 3_600_000).toISOString().slice(0, 16)}:00-03:00`;

describe('a guest at the door with no signal', () => {
  let context: BrowserContext;
  let setup: GuestLinkSetup;

  beforeAll(async () => {
    const api = suite.site.app.baseUrl;
    setup = await aGuestLink(api, {
      checkIn: inAnHour(),
      residence: {
        usesTTLock: true,
        lockId: '3141592',
        dynamicPassword: true,
        accessInstructions: INSTRUCTIONS,
      },
    });
    const { answer } = await guestSubmitsByLink(api, setup.link, 'Maria Silva', {
      depositProof: true,
    });
    expect(answer.status).toBe(200);
    const host = (path: string, method: 'POST' | 'PUT', body: unknown) =>
      requestJson(`${api}/api${path}`, { token: setup.hostToken, method, body });
    const id = setup.reservationId;
    const approved = await host(`/stays/approve-reservation/${id}`, 'POST', { confirm: true });
    expect(approved.status).toBe(200);
    const code = await host(`/stays/update-dynamic-password/${id}`, 'POST', {
      dynamicPassword: PASSCODE,
    });
    expect([code.status, code.body]).toEqual([200, expect.anything()]);
    context = await aGuestPhone(suite.browser);
  });

  afterAll(() => context.close());

  it('sees the door code online, then again offline in every language', async () => {
    const online = await context.newPage();
    await online.goto(`${suite.site.baseUrl}${setup.link}`);
    await online.getByRole('heading', { name: WORDS['en-US'].approved }).waitFor();
    await online.getByText(PASSCODE).waitFor();
    await online.evaluate(
      () =>
        (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
          .navigator.serviceWorker.ready,
    );
    await online.close();

    await context.setOffline(true);
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}${setup.link}`);
    for (const [language, words] of Object.entries(WORDS)) {
      await page.locator('.language select').selectOption(language);
      await page.getByText(words.offline).waitFor();
      await page.getByRole('heading', { name: words.approved }).waitFor();
      expect(await page.getByText(PASSCODE).isVisible()).toBe(true);
      expect(await page.getByText(INSTRUCTIONS).isVisible()).toBe(true);
      expect(await inspectAtEachWidth(page, `guest-door-offline-${language}`)).toEqual(
        fineAtEachWidth,
      );
    }
    await context.setOffline(false);
  });
});
