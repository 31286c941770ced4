import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, hostAsksNoSelfie } from '../helpers/guest-link';
import { inEachLanguage } from '../helpers/guest-steps';
import { atTheSelfie, failLivenessFiveTimes, selfieOf } from '../helpers/liveness-steps';
import { looksFineAtEachWidth } from '../helpers/screens';

// fix29c: the documents step titled for what it asks when the host asks no selfie, and the
// liveness check read from the server after a reload; in Chromium, both widths, 3 languages, axe.
const suite = useBrowserSuite('identity-reload-screens');
const aLink = () => aGuestLink(suite.site.app.baseUrl, { residence: { depositAmount: 0 } });
const looks = looksFineAtEachWidth('identity-reload');

describe('identity screens after a reload, and without a selfie asked', () => {
  it('titles the documents step "Documents" when the host asks no selfie', async () => {
    const setup = await aLink();
    await hostAsksNoSelfie(suite.site.app.baseUrl, setup);
    const page = await atTheSelfie(suite.site.baseUrl, suite.browser, setup, 'Documents');
    expect(await page.getByText('Documents and selfie').count()).toBe(0);
    await page.getByRole('group', { name: 'Selfie (optional)' }).waitFor();
    await inEachLanguage(page, (language) => looks(page, `documents-only-${language}`));
    await page.context().close();
  }, 180_000);

  it('after a reload once a check failed, shows the verdict with the attempts left', async () => {
    const setup = await aLink();
    await failLivenessFiveTimes(suite.site.app.baseUrl, setup, undefined, 2);
    const page = await atTheSelfie(suite.site.baseUrl, suite.browser, setup);
    await selfieOf(page)
      .getByText(/3 attempts left\./)
      .waitFor({ timeout: 30_000 });
    expect(await selfieOf(page).getByRole('button', { name: 'Start the check' }).count()).toBe(0);
    await selfieOf(page).getByRole('button', { name: 'Try again' }).waitFor();
    await inEachLanguage(page, (language) => looks(page, `failed-reload-${language}`));
    await page.context().close();
  }, 180_000);
});
