import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink, saveGuestForm } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';

/**
 * Walk of issue 32 in Chromium, in Portuguese: the guest's data page reads "tudo o que a
 * hospedagem …", and a wrong confirmation code is said at the code field, not only in a toast.
 * Screens at 360 and 1280 px in test/e2e/__screenshots__/personal-data-walk-*.
 */
const suite = browserSuiteWithMail('personal-data-walk-screens');

describe('the guest’s data page in Portuguese (issue 32)', () => {
  it('says a wrong code at the code field', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    await saveGuestForm(suite.site.baseUrl, setup, {
      name: 'Maria Silva',
      email: 'maria.silva@example.com',
    });
    const phone = await aGuestPhone(suite.browser, { language: 'pt-BR' });
    const guest = await phone.newPage();
    await guest.goto(`${suite.site.baseUrl}${setup.link}`);
    await guest.getByRole('link', { name: /Seus dados pessoais/ }).click();
    await guest
      .getByText(/cópia de tudo o que a hospedagem .+ guarda sobre você/)
      .first()
      .waitFor();
    await guest.getByRole('radio', { name: /^Uma cópia dos meus dados/ }).check();
    await guest.getByRole('button', { name: 'Enviar código para confirmar' }).click();
    const code = guest.getByLabel(/^Código recebido por e-mail/);
    await code.fill('000000');
    await guest.getByRole('button', { name: /^Confirmar/ }).click();
    await guest.getByText('Código inválido. Confira e tente de novo.').first().waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await inspectAtEachWidth(guest, 'personal-data-walk-wrong-code-pt-BR')).toEqual(
      fineAtEachWidth,
    );
    await phone.close();
  });
});
