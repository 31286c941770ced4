import type { Page } from 'playwright-core';
import { cpfCardPhoto, PRINTED_CPF } from '../../apps/api/src/identity/__fixtures__/cpf-photos';
import { putGuestForm } from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink } from '../helpers/guest-link';
import { field, inEachLanguage, next, step } from '../helpers/guest-steps';
import { atTheSelfie } from '../helpers/liveness-steps';
import { looksFineAtEachWidth } from '../helpers/screens';

// Issue 29's walk (walk50): the CPF read from an RG, once used, is the one the details step
// shows and saves; screens in Chromium at both widths, in each language, with axe.
const suite = useBrowserSuite('identity-cpf-use-screens');
const TYPED_CPF = '111.444.777-35';
const looks = looksFineAtEachWidth('identity-cpf-use');
const openStep = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).click();

describe('the CPF read from an RG, used', () => {
  it('fills the details step and the review with the CPF read, as saved', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl, { residence: { depositAmount: 0 } });
    const base = suite.site.app.baseUrl;
    const rg = await cpfCardPhoto('rg', PRINTED_CPF);
    const jpeg = (name: string) => ({ bytes: rg, type: 'image/jpeg', name });
    const [, , , friendlycode = '', source = ''] = setup.link.split('/');
    const sent = await putGuestForm(
      { baseUrl: base },
      `/stays/guestForm/${setup.reservationId}`,
      { data: { submit: false }, files: { doc_front: jpeg('rg.jpg'), doc_back: jpeg('rg.jpg') } },
      { source, friendlycode },
    );
    expect(sent.status).toBe(200);
    const page = await atTheSelfie(suite.site.baseUrl, suite.browser, setup);
    // Another CPF typed in the details first, and saved.
    await openStep(page, 'Your details');
    await step(page, 'Your details');
    await field(page, 'CPF').fill(TYPED_CPF);
    await openStep(page, 'Documents and selfie');
    await step(page, 'Documents and selfie');

    await page.getByRole('button', { name: 'Read my document' }).click();
    await page.getByRole('checkbox', { name: /I allow the photos/ }).check();
    const offer = page.getByRole('group', { name: 'We read on your document:' });
    await offer.waitFor({ timeout: 60_000 });
    await offer.getByRole('button', { name: 'Use these details' }).click();
    await page.getByText(/Filled in on your form/).waitFor();
    await inEachLanguage(page, (language) => looks(page, `documents-${language}`));

    await page.locator('.language select').selectOption('en-US');
    await openStep(page, 'Your details');
    await step(page, 'Your details');
    expect(await field(page, 'CPF').inputValue()).toBe(PRINTED_CPF);
    await inEachLanguage(page, (language) => looks(page, `details-${language}`));
    await page.locator('.language select').selectOption('en-US');
    await next(page);
    await step(page, 'Other guests');
    await openStep(page, 'Review and terms');
    await step(page, 'Review and terms');
    const details = page.locator('section.summary-section', {
      has: page.getByRole('heading', { level: 3, name: 'Your details' }),
    });
    const digits = (await details.textContent())?.replace(/\D/g, '');
    expect(digits).toContain(PRINTED_CPF.replace(/\D/g, ''));
    expect(digits).not.toContain(TYPED_CPF.replace(/\D/g, ''));
    await page.context().close();
  }, 240_000);
});
