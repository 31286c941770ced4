import type { Page } from 'playwright-core';
import { aCompleteForm } from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { mrzPhoto, passportMrz } from '../../apps/api/src/identity/__fixtures__/mrz-photos';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, hostAsksNoSelfie, type GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone, inEachLanguage, step } from '../helpers/guest-steps';
import { visitorIn } from '../helpers/languages';
import { looksFineAtEachWidth } from '../helpers/screens';

// fix29d: the documents step after a reload (each sent file by its name and preview, the
// passport's reading still offered) and the host's review titled for what the account asks; in
// Chromium, both widths, 3 languages, axe.
const suite = useBrowserSuite('documents-reload-screens');
const looks = looksFineAtEachWidth('documents-reload');

/** The guest's details saved from this phone (its cookie: it sees them in full), terms accepted. */
const savedFromThePhone = async (page: Page, setup: GuestLinkSetup) => {
  const [, , , friendlycode = '', source = ''] = setup.link.split('/');
  const { name, cpf, email, phone, birthDate, address } = aCompleteForm();
  const data = {
    ...{ submit: false, adults: 1, children: 0, visitPurpose: 'leisure', additionalGuests: [] },
    ...{ name, cpf, email, phone, birthDate, address, imageTermsAccepted: true },
  };
  const saved = await page.request.put(
    `${suite.site.baseUrl}/api/stays/guestForm/${setup.reservationId}`,
    { headers: { source, friendlycode }, multipart: { data: JSON.stringify(data) } },
  );
  expect(saved.status()).toBe(200);
};

/** The documents step (the form opens at the stay, which this fixture leaves to confirm). */
const toTheDocuments = async (page: Page) => {
  const heading = page.getByRole('heading', { level: 2 });
  await heading.waitFor();
  if ((await heading.textContent()) !== 'Documents')
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await step(page, 'Documents');
};

describe('the documents after a reload, and the review without a selfie asked', () => {
  it('shows each sent file by its name, offers the reading again, and titles the review "Documents"', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl, { residence: { depositAmount: 0 } });
    await hostAsksNoSelfie(suite.site.app.baseUrl, setup);
    const page = await (await aGuestPhone(suite.browser, { touch: false })).newPage();
    await savedFromThePhone(page, setup);
    await page.goto(`${suite.site.baseUrl}${setup.link}`);
    await toTheDocuments(page);
    const passport = await mrzPhoto(passportMrz(), 3);
    for (const [side, name] of [
      ['Front of the document', 'passport-photo-page.jpg'],
      ['Back of the document', 'passport-cover.jpg'],
    ] as const) {
      const slot = page.getByRole('group', { name: side });
      await slot.getByLabel('Choose a file').setInputFiles({
        name,
        mimeType: 'image/jpeg',
        buffer: passport,
      });
      await slot.getByText(`Sent: ${name}`).waitFor({ timeout: 30_000 });
    }
    await page.getByRole('button', { name: 'Read my document' }).click();
    const offer = page.getByRole('group', { name: 'We read on your document:' });
    await offer.waitFor({ timeout: 60_000 });

    await page.reload();
    await toTheDocuments(page);
    await offer.waitFor({ timeout: 30_000 });
    expect(await offer.textContent()).toContain('FZ1234567');
    const front = page.getByRole('group', { name: 'Front of the document' });
    await front.getByText('Sent: passport-photo-page.jpg').waitFor();
    expect(await front.locator('img.file-preview').count()).toBe(1);
    await inEachLanguage(page, (language) => looks(page, `guest-${language}`));
    await page.context().close();

    for (const [locale, title] of [
      ['pt-BR', 'Documentos'],
      ['en-US', 'Documents'],
      ['es-ES', 'Documentos'],
    ] as const) {
      const host = await visitorIn(suite.browser, locale, setup.hostToken);
      await host.goto(`${suite.site.baseUrl}/u/guest/${setup.reservationId}`);
      const documents = host.getByRole('region', { name: title, exact: true });
      await documents.waitFor({ timeout: 30_000 });
      await documents.scrollIntoViewIfNeeded();
      await looks(host, `review-${locale}`);
      await host.context().close();
    }
  }, 300_000);
});
