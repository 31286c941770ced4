import type { Locale } from '@chegada/contracts';
import { mrzPhoto, passportMrz } from '../../apps/api/src/identity/__fixtures__/mrz-photos';
import { putGuestForm } from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, phonePhotos } from '../helpers/guest-link';
import { inEachLanguage, next, step, uploadSelfie } from '../helpers/guest-steps';
import { visitorIn } from '../helpers/languages';
import {
  atTheSelfie,
  failLivenessFiveTimes,
  startWithConsent,
  useCameraRefusingChromium,
} from '../helpers/liveness-steps';
import { looksFineAtEachWidth } from '../helpers/screens';

// Issue 29's walk findings (issue 29): the screens changed, in Chromium, at both widths, in each
// language, with axe.
const suite = useBrowserSuite('identity-walk-screens');
const aLink = () => aGuestLink(suite.site.app.baseUrl, { residence: { depositAmount: 0 } });
const looks = looksFineAtEachWidth('identity-walk');

describe('identity screens after the walk', () => {
  it('a reload after the closed check, the passport read in full, the review, the host', async () => {
    const setup = await aLink();
    const base = suite.site.app.baseUrl;
    await failLivenessFiveTimes(base, setup);
    const passport = await mrzPhoto(passportMrz(), 3);
    const jpeg = (name: string) => ({ bytes: passport, type: 'image/jpeg', name });
    const [, , , friendlycode = '', source = ''] = setup.link.split('/');
    const sent = await putGuestForm(
      { baseUrl: base },
      `/stays/guestForm/${setup.reservationId}`,
      {
        data: { submit: false },
        files: { doc_front: jpeg('front.jpg'), doc_back: jpeg('back.jpg') },
      },
      { source, friendlycode },
    );
    expect(sent.status).toBe(200);
    const page = await atTheSelfie(suite.site.baseUrl, suite.browser, setup);
    // The check closed 5 failures ago: the reload shows the upload, not "Start the check".
    await page.getByText(/The liveness check is closed for another \d+ min/).waitFor();
    expect(await page.getByRole('button', { name: 'Start the check' }).count()).toBe(0);
    await inEachLanguage(page, (language) => looks(page, `closed-reload-${language}`));
    await page.getByRole('button', { name: 'Read my document' }).click();
    const offer = page.getByRole('group', { name: 'We read on your document:' });
    await offer.waitFor({ timeout: 60_000 });
    expect(await offer.textContent()).toContain('Document numberFZ1234567');
    await inEachLanguage(page, (language) => looks(page, `reading-offer-${language}`));
    await offer.getByRole('button', { name: 'Use these details' }).click();
    await page.getByText(/Filled in on your form/).waitFor();
    await uploadSelfie(page, (await phonePhotos()).front);
    await next(page);
    await step(page, 'Review and terms');
    await inEachLanguage(page, (language) => looks(page, `review-consents-${language}`));
    await page.context().close();

    // The host reviews what is there before the form is sent: the reading, the failed checks.
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as Locale[]) {
      const review = await visitorIn(suite.browser, locale, setup.hostToken);
      await review.goto(`${suite.site.baseUrl}/u/guest/${setup.reservationId}`);
      const table = review.locator('.identity-fields');
      await table.waitFor({ timeout: 30_000 });
      await table.scrollIntoViewIfNeeded();
      await looks(review, `host-table-${locale}`);
      await review
        .getByRole('button', { name: /^(Mostrar as fotos|Show the pictures|Mostrar las fotos)$/ })
        .click();
      const picture = review.locator('.identity-enlarge').first();
      await picture.waitFor();
      await picture.click();
      await review.getByRole('dialog').waitFor();
      await looks(review, `host-lightbox-${locale}`);
      await review.keyboard.press('Escape');
      await review.getByRole('dialog').waitFor({ state: 'detached' });
      await review.context().close();
    }
  }, 240_000);

  describe('a refused camera', () => {
    const refusing = useCameraRefusingChromium();

    it('offers the gallery', async () => {
      const page = await atTheSelfie(suite.site.baseUrl, refusing.browser, await aLink());
      await (await startWithConsent(page)).check();
      await page
        .getByText('Without the head-movement check, your host reviews this selfie by hand.')
        .waitFor();
      await inEachLanguage(page, (language) => looks(page, `no-camera-${language}`));
      await page.context().close();
    }, 120_000);
  });
});
