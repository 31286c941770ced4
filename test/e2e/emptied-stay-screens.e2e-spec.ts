import type { Locale } from '@chegada/contracts';
import { browserSuite, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { aHostWithResidence } from '../helpers/guest-link';
import { createReservation, hostApi } from '../helpers/host-api';
import { requestJson } from '../helpers/http';
import { visitorIn } from '../helpers/languages';

/**
 * Issue 32's walk, fix32i: a stay that never got its form, whose checkout is long past, is
 * emptied by a real retention run; its review page reads closed, takes no door code, and says
 * its files were erased by retention, not "not sent yet". Screens at 360 and 1280 px in each
 * language in test/e2e/__screenshots__/emptied-stay-*.
 */
const suite = browserSuite('emptied-stay-screens');

const SAID: Record<Locale, string[]> = {
  'pt-BR': [
    'Encerrada sem aprovação',
    'Os dados pessoais desta estadia foram apagados: ela não recebe nem mostra código de porta.',
  ],
  'en-US': [
    'Closed without approval',
    "This stay's personal data was erased: it takes and shows no door code.",
  ],
  'es-ES': [
    'Cerrada sin aprobación',
    'Los datos personales de esta estancia se borraron: no recibe ni muestra código de puerta.',
  ],
};

describe('a stay emptied by retention (fix32i)', () => {
  it('reads closed, offers no door code and says its files were erased', async () => {
    const base = suite.site.app.baseUrl;
    const host = await aHostWithResidence(base);
    const id = await createReservation(hostApi(base, host.token), {
      residenceId: host.residenceId,
      guestName: 'Rui Esquecido',
      CheckIn: '2024-01-10T14:00:00-03:00',
      checkout: '2024-01-13T11:00:00-03:00',
      language: 'en-US',
    });
    const login = await requestJson<{ token: string }>(`${base}/api/login`, {
      body: suite.site.admin,
    });
    const run = await requestJson(`${base}/api/admin/retention/run`, {
      token: login.body.token,
      body: {},
    });
    expect(run.status).toBe(201);

    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as Locale[]) {
      const page = await visitorIn(suite.browser, locale, host.token);
      await page.goto(`${suite.site.baseUrl}/u/guest/${id}`);
      const [status, door] = SAID[locale];
      await page.getByText(status!).first().waitFor({ timeout: 30_000 });
      await page.getByText(door!).waitFor();
      // No door code, no link to send, no data to bring in: nobody is left to take them.
      const buttons = await page.getByRole('button').allTextContents();
      expect(
        buttons.filter((name) => /código|code|link|enlace|dados|datos|data/i.test(name)),
      ).toEqual([]);
      expect(await inspectAtEachWidth(page, `emptied-stay-${locale}`)).toEqual(fineAtEachWidth);
      await page.context().close();
    }
  }, 180_000);
});
