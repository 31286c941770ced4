import type { Locale } from '@chegada/contracts';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink, saveGuestForm, type GuestLinkSetup } from '../helpers/guest-link';
import { visitorIn } from '../helpers/languages';
import { askAndConfirmDataRequest, callJson } from '../helpers/guest-data-requests';

/**
 * Issue 32's walk, fix32d: after a guest's deletion, the host's list names the stay by the kept
 * name with why the rest is gone, and finds it by that name; then /admin/retention after a real
 * run. Screens at 360 and 1280 px in each language in test/e2e/__screenshots__/kept-name-*.
 */
const suite = browserSuiteWithMail('kept-name-screens');

const NAME = 'Maria Apagada Silva';
const MARKS: Record<Locale, string> = {
  'pt-BR': 'Dados pessoais removidos a pedido da pessoa hóspede',
  'en-US': "Personal data removed at the guest's request",
  'es-ES': 'Datos personales eliminados a petición de la persona huésped',
};

/** The guest's deletion asked from their link and confirmed with the e-mailed code. */
const deletionCarriedOut = async (setup: GuestLinkSetup) => {
  const [, , , friendlycode = '', source = ''] = setup.link.split('/');
  const guest = { source, friendlycode, 'content-type': 'application/json' };
  await askAndConfirmDataRequest(suite.site.app.baseUrl, suite.smtp, setup.reservationId, guest, {
    kind: 'deletion',
  });
};

describe('the host’s list after a guest’s deletion (fix32d)', () => {
  it('names the stay by its kept name, marked, and finds it by that name', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    await saveGuestForm(suite.site.baseUrl, setup, {
      name: NAME,
      email: 'maria.apagada@example.com',
    });
    const host = { authorization: `Bearer ${setup.hostToken}`, 'content-type': 'application/json' };
    const [, payload = ''] = setup.hostToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    await callJson(
      `${suite.site.app.baseUrl}/api/stays/cancelForm`,
      {
        method: 'PUT',
        headers: host,
        body: JSON.stringify({
          id: setup.reservationId,
          cancelMotive: 'Desistiu',
          userId: claims.sub,
        }),
      },
      200,
    );
    await deletionCarriedOut(setup);

    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as Locale[]) {
      const page = await visitorIn(suite.browser, locale, setup.hostToken);
      await page.goto(`${suite.site.baseUrl}/u/reserves`);
      await page.getByText(MARKS[locale]).first().waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: NAME }).first().waitFor();
      expect(await inspectAtEachWidth(page, `kept-name-list-${locale}`)).toEqual(fineAtEachWidth);
      await page.context().close();
    }

    // The list's search finds the stay by a part of the kept name.
    const found = await callJson(
      `${suite.site.app.baseUrl}/api/stays/reservations?search=apagada`,
      { headers: host },
      200,
    );
    expect((found.items as { id: string }[]).map((item) => item.id)).toEqual([setup.reservationId]);
  }, 180_000);
});
