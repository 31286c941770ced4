import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { requestJson } from '@chegada/testing';
import { aCompleteForm } from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { collectPageErrors } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { aGuestLink, phonePhotos, saveGuestForm, type GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';

/**
 * Issue 17, byte-level resume in Chromium: the answer to a chunk of a guest's photo is lost on
 * the way back (the server stored it, the phone never heard), and the upload finishes without
 * sending those bytes again. What the server received is counted where it enters the server.
 */
const suite = useBrowserSuite('guest-resumable-upload');

type Documents = { items: { kind: string; mime: string; url: string }[] };

describe('a photo upload cut half-way on a phone', () => {
  let setup: GuestLinkSetup;
  let page: Page;
  let pageErrors: string[];
  let photo: string;

  beforeAll(async () => {
    [setup, { front: photo }] = await Promise.all([
      aGuestLink(suite.site.app.baseUrl),
      phonePhotos(),
    ]);
    // The stay, the holder and the guests are saved: the deposit step is next.
    const { name, cpf, email, phone, birthDate, address } = aCompleteForm();
    await saveGuestForm(suite.site.baseUrl, setup, {
      ...{ adults: 1, children: 0, visitPurpose: 'leisure', additionalGuests: [] },
      ...{ name, cpf, email, phone, birthDate, address },
    });
    const context = await aGuestPhone(suite.browser, { touch: false });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(() => page.context().close());

  it('finishes without sending again the bytes the server already had', async () => {
    let announced = 0;
    const reached: number[] = [];
    const lost: number[] = [];
    await page.route('**/api/stays/guestForm/*/uploads', async (route: Route) => {
      announced = (route.request().postDataJSON() as { size: number }).size;
      await route.continue();
    });
    await page.route('**/api/stays/guestForm/*/uploads/*', async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      // Every chunk reaches the server; the answer to the second one never reaches the phone.
      const response = await route.fetch();
      if (response.ok()) reached.push(request.postDataBuffer()?.length ?? 0);
      if (reached.length === 2 && lost.length === 0) {
        lost.push(reached[1] ?? 0);
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });

    await page.goto(`${suite.site.baseUrl}${setup.link}`);
    const receipt = page.getByRole('group', { name: 'Pix receipt', exact: true });
    const heading = page.getByRole('heading', { level: 2 });
    await heading.waitFor();
    if ((await heading.textContent()) !== 'Deposit')
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await receipt.getByLabel('Take a photo').setInputFiles(photo);
    await receipt.getByText(/^Sent: /).waitFor({ timeout: 60_000 });

    // Three chunks at least, the second one's answer lost, and each byte received once.
    expect(reached.length).toBeGreaterThanOrEqual(3);
    expect(lost).toHaveLength(1);
    expect(reached.reduce((sum, bytes) => sum + bytes, 0)).toBe(announced);

    const { body } = await requestJson<Documents>(
      `${suite.site.app.baseUrl}/api/stays/reservations/${setup.reservationId}/documents`,
      { token: setup.hostToken },
    );
    const proof = body.items.find((item) => item.kind === 'deposit_proof');
    expect(proof?.mime).toBe('image/jpeg');
    const stored = Buffer.from(
      await (await fetch(new URL(proof?.url ?? '', suite.site.app.baseUrl))).arrayBuffer(),
    );
    const decoded = await sharp(stored).stats();
    expect(decoded.isOpaque).toBe(true);
    expect((await sharp(stored).metadata()).width).toBe(2000);
    expect(pageErrors.filter((error) => !error.includes('/uploads/'))).toEqual([]);
  });
});
