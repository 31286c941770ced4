import type { BrowserContext } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, guestSubmitsByLink, type GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';

/**
 * Issue 17 in Chromium: with no signal, the guest opens "what you sent" of an approved stay and
 * finds the status, the stay and the door code this phone kept for the link, with the notice
 * that it is this phone's copy and that what was sent shows once the connection returns, in
 * each language; back online, what was sent (masked on this browser, issue 15). Screens at 360 and 1280 px in
 * test/e2e/__screenshots__/guest-details-offline-*.png and guest-details-*.png.
 */
const suite = useBrowserSuite('guest-details-offline');

const PASSCODE = '482913';
const INSTRUCTIONS = 'Gate on the left; the key box is under the stairs.';
const WORDS = {
  'en-US': {
    approved: 'Check-in approved',
    offline:
      'The page opened with what was saved on this phone. It updates when the connection returns.',
    sentLater:
      'The details you sent are not kept on this phone. They show here when the connection returns.',
    details: 'Your details',
  },
  'pt-BR': {
    approved: 'Check-in aprovado',
    offline:
      'A página abriu com o que ficou salvo neste celular. Ela se atualiza quando a conexão voltar.',
    sentLater:
      'Os dados que você enviou não ficam salvos neste celular. Eles aparecem aqui quando a conexão voltar.',
    details: 'Seus dados',
  },
  'es-ES': {
    approved: 'Check-in aprobado',
    offline:
      'La página se abrió con lo que quedó guardado en este móvil. Se actualiza cuando vuelva la conexión.',
    sentLater:
      'Los datos que enviaste no se guardan en este móvil. Aparecen aquí cuando vuelva la conexión.',
    details: 'Tus datos',
  },
} as const;

/** In an hour, as São Paulo's clock reads it: the door code is out from 2 hours before. */
const inAnHour = () =>
  `${new Date(Date.now() + 3_600_000 - 3 * 3_600_000).toISOString().slice(0, 16)}:00-03:00`;

describe('what a guest sent, opened with no signal (issue 17)', () => {
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
    const host = (path: string, body: unknown) =>
      requestJson(`${api}/api${path}`, { token: setup.hostToken, method: 'POST', body });
    const id = setup.reservationId;
    expect((await host(`/stays/approve-reservation/${id}`, { confirm: true })).status).toBe(200);
    const code = await host(`/stays/update-dynamic-password/${id}`, {
      dynamicPassword: PASSCODE,
    });
    expect(code.status).toBe(200);
    context = await aGuestPhone(suite.browser);
  });

  afterAll(() => context.close());

  it('shows the status, the stay and the door code this phone kept; what was sent once back online', async () => {
    const details = setup.link.replace('/p/formdata/', '/p/formdata/details/');
    const online = await context.newPage();
    await online.goto(`${suite.site.baseUrl}${setup.link}`);
    await online.getByText(PASSCODE).waitFor();
    await online.evaluate(
      () =>
        (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
          .navigator.serviceWorker.ready,
    );
    await online.close();

    await context.setOffline(true);
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}${details}`);
    for (const [language, words] of Object.entries(WORDS)) {
      await page.locator('.language select').selectOption(language);
      await page.getByText(words.offline).waitFor();
      await page.getByRole('heading', { name: words.approved }).waitFor();
      expect(await page.getByText(PASSCODE).isVisible()).toBe(true);
      expect(await page.getByText(INSTRUCTIONS).isVisible()).toBe(true);
      expect(await page.getByText(words.sentLater).isVisible()).toBe(true);
      expect(await page.getByText('Maria Silva').count()).toBe(0);
      expect(await inspectAtEachWidth(page, `guest-details-offline-${language}`)).toEqual(
        fineAtEachWidth,
      );
    }

    // The details route without the company's code opens from the same copy.
    await page.goto(
      `${suite.site.baseUrl}/p/form/details/airbnb/${encodeURIComponent(setup.reservationId)}`,
    );
    await page.getByText(WORDS['es-ES'].sentLater).waitFor();
    expect(await page.getByText(PASSCODE).isVisible()).toBe(true);

    // Back online, the same page shows what was sent, and no longer says it is offline.
    await context.setOffline(false);
    // This browser never held Maria's data: what was sent shows masked (issue 15).
    await page.getByRole('heading', { name: WORDS['es-ES'].details }).waitFor();
    expect(await page.getByText(WORDS['es-ES'].offline).count()).toBe(0);
    expect(await page.getByText(WORDS['es-ES'].sentLater).count()).toBe(0);
    await page.goto(`${suite.site.baseUrl}${details}`);
    for (const language of ['pt-BR', 'es-ES'] as const) {
      await page.locator('.language select').selectOption(language);
      await page.getByRole('heading', { name: WORDS[language].details }).waitFor();
      expect(await inspectAtEachWidth(page, `guest-details-${language}`)).toEqual(fineAtEachWidth);
    }
  });
});
