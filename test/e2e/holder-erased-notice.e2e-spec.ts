import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink, guestSubmitsByLink } from '../helpers/guest-link';
import { askAndConfirmDataRequest, deletionCompletedAt } from '../helpers/guest-data-requests';
import { aGuestPhone } from '../helpers/guest-steps';
import { expectStatus, hostApi } from '../helpers/host-api';

/**
 * Walk61 (issue 32), on the real API: the holder asked for her deletion before her stay, so it
 * waited for the stay's end; the host finished the checkout early, which completed it and took
 * her e-mail. Her data page (Spanish picked on an English phone) then says up front that only the
 * host can take a request now, with the host's phone, instead of a form whose code could reach
 * no one. Screens at 360 and 1280 px in test/e2e/__screenshots__/holder-erased-notice-*.
 */
const suite = browserSuiteWithMail('holder-erased-notice');

describe('the holder’s data page once her deletion completed at an early checkout', () => {
  it('gives the host’s phone instead of a request form', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    const { answer } = await guestSubmitsByLink(suite.site.app.baseUrl, setup.link, 'Lúcia Prado', {
      depositProof: true,
      answers: { email: 'lucia.prado@example.com' },
    });
    expectStatus('submission', answer.status, 200, answer.body);
    const [, , , friendlycode = '', source = ''] = setup.link.split('/');
    const link = { source, friendlycode, 'content-type': 'application/json' };
    await askAndConfirmDataRequest(suite.site.app.baseUrl, suite.smtp, setup.reservationId, link, {
      kind: 'deletion',
    });
    const host = hostApi(suite.site.app.baseUrl, setup.hostToken);
    for (const action of ['approve-reservation', 'finish-checkout']) {
      const done = await host(`/stays/${action}/${setup.reservationId}`, {
        body: { confirm: true },
      });
      expectStatus(action, done.status, 200, done.body);
    }
    // The finish completes the deletion as a side effect: her page is opened once it has.
    await deletionCompletedAt(suite.site.app.baseUrl, setup.reservationId, link);

    const phone = await aGuestPhone(suite.browser, { language: 'es-ES' });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}${setup.link}`);
    await page.getByRole('link', { name: 'Tus datos personales (LGPD)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tus datos personales' }).waitFor();
    const notice = page.getByRole('note');
    await notice
      .getByText(/^Para pedir algo más, contacta con Pousada Sol Nascente: .+\.$/)
      .waitFor();
    await notice.getByRole('link', { name: '(11) 98765-4321' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar código para confirmar' }).count()).toBe(
      0,
    );
    expect(await inspectAtEachWidth(page, 'holder-erased-notice-es-ES')).toEqual(fineAtEachWidth);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
