import type { BrowserContext } from 'playwright-core';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { anApprovedStayAtTheDoor, DOOR, seenOnceOnline } from '../helpers/guest-door';
import type { GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';

/**
 * Issue 17 in Chromium: at the door, with no signal (a garage, a phone without roaming), the
 * guest opens the link again and finds the door code the page showed an hour before check-in,
 * in each language, with the notice that the page is this phone's copy. Screens at 360 and
 * 1280 px in test/e2e/__screenshots__/guest-door-offline-*.png.
 */
const suite = useBrowserSuite('guest-door-offline');

const { passcode: PASSCODE, instructions: INSTRUCTIONS } = DOOR;
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

describe('a guest at the door with no signal', () => {
  let context: BrowserContext;
  let setup: GuestLinkSetup;

  beforeAll(async () => {
    setup = await anApprovedStayAtTheDoor(suite.site.app.baseUrl);
    context = await aGuestPhone(suite.browser);
  });

  afterAll(() => context.close());

  it('sees the door code online, then again offline in every language', async () => {
    await seenOnceOnline(context, `${suite.site.baseUrl}${setup.link}`, PASSCODE);

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
