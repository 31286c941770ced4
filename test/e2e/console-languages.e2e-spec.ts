import type { Locale } from '@chegada/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { routesMessages } from '../../web/src/app/routes/routes.messages';
import { guestReviewMessages } from '../../web/src/features/reservations/guest-review.messages';
import { guestReviewRecordsMessages } from '../../web/src/features/reservations/guest-review-records.messages';
import {
  collectPageErrors,
  fineAtEachWidth,
  hasFocus,
  inspectAtEachWidth,
} from '../helpers/browser';
import { foreignText, visitorIn } from '../helpers/languages';
import { addProperty, aHost, useHostSuite, submittedReservation } from '../helpers/console-host';

// Issue 16's console screens in English and Spanish, not only Portuguese: each one checked by
// axe and for fitting 360 px and 1280 px, on a host with a property and a reservation to
// review; then the avatar upload and the property's shared page, as a browser sends and opens
// them.
let reservationId = '';
let passportId = '';
let shareToken = '';

const owner = aHost('Clara Nunes', 'Pousada Sol');

const suite = useHostSuite('console-languages', owner);

beforeAll(async () => {
  const { site, host } = suite;
  const residenceId = await addProperty(host, 'Casa Sol');
  reservationId = await submittedReservation(site.app.baseUrl, host, residenceId, 'Pedro Alves');
  passportId = await submittedReservation(site.app.baseUrl, host, residenceId, 'Lia Ramos', {
    doc_front: { bytes: await aPassportScan(), name: 'passport.jpg', type: 'image/jpeg' },
  });
  const shared = await host.api<{ data: { token: string } }>(`/house-preview/${residenceId}`, {
    method: 'POST',
  });
  shareToken = shared.body.data.token;
});

/** A passport page photographed large, wider than any phone: lines of text and a photo. */
async function aPassportScan(): Promise<Buffer> {
  const lines = [0, 1, 2, 3, 4, 5]
    .map((line) => `<rect x="560" y="${160 + line * 110}" width="880" height="36" fill="#456"/>`)
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">' +
    '<rect width="1600" height="1000" fill="#e8ecd8"/>' +
    `<rect x="80" y="160" width="400" height="520" fill="#9a7"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A signed-in host reading the console in a language, without going through the login form. */
const hostIn = (locale: Locale, signedIn = true): Promise<Page> =>
  visitorIn(suite.browser, locale, signedIn ? suite.host.token : '');

type Screen = { name: string; path: () => string; title: (locale: Locale) => string };
const route =
  (id: keyof (typeof routesMessages)['en-US']) =>
  (locale: Locale): string =>
    routesMessages[locale][id];

const screens: Screen[] = [
  { name: 'dashboard', path: () => '/u/home', title: route('route.dashboard') },
  { name: 'reserves', path: () => '/u/reserves', title: route('route.reserves') },
  { name: 'historic', path: () => '/u/reserves-historic', title: route('route.reservesHistoric') },
  { name: 'guest-review', path: () => `/u/guest/${reservationId}`, title: () => 'Pedro Alves' },
  { name: 'houses', path: () => '/u/houses', title: route('route.houses') },
  { name: 'keys-config', path: () => '/u/keys/config', title: route('route.keysConfig') },
  {
    name: 'performance',
    path: () => '/u/users/performance',
    title: route('route.usersPerformance'),
  },
  { name: 'sub-users', path: () => '/u/users', title: route('route.users') },
  { name: 'subscription', path: () => '/u/subscription', title: route('route.subscription') },
  { name: 'profile', path: () => '/u/perfil', title: route('route.profile') },
  { name: 'settings', path: () => '/u/config', title: route('route.config') },
  { name: 'house-shared', path: () => `/u/houses/details/${shareToken}`, title: () => 'Casa Sol' },
];

describe.each(['en-US', 'es-ES'] as const)('the console in %s', (locale) => {
  it.each(screens.map((screen) => [screen.name, screen] as const))(
    '%s is accessible and fits 360 and 1280 px',
    async (name, screen) => {
      const page = await hostIn(locale);
      const pageErrors = collectPageErrors(page);
      await page.goto(`${suite.site.baseUrl}${screen.path()}`);
      await page
        .getByRole('heading', { level: 1, name: screen.title(locale), exact: true })
        .waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(await inspectAtEachWidth(page, `${name}-${locale}`)).toEqual(fineAtEachWidth);
      expect(pageErrors).toEqual([]);
    },
  );
});

// The little of the page's globals the viewer's checks read (the test tier has no DOM types).
type Box = { left: number; right: number; top: number; bottom: number; width: number };
type InViewer = {
  document: {
    querySelector(selector: string): {
      getBoundingClientRect(): Box;
      naturalWidth?: number;
    } | null;
  };
};

/** Where the viewer's image is drawn (turned or not) against its stage, and its own width. */
const viewerImage = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as InViewer;
    const stage = document.querySelector('.document-viewer-stage')!.getBoundingClientRect();
    const image = document.querySelector('.document-viewer-stage img')!;
    const drawn = image.getBoundingClientRect();
    return {
      insideTheStage:
        drawn.left >= stage.left - 1 &&
        drawn.right <= stage.right + 1 &&
        drawn.top >= stage.top - 1 &&
        drawn.bottom <= stage.bottom + 1,
      shownWidth: Math.round(drawn.width),
      naturalWidth: image.naturalWidth,
    };
  });

// The document viewer in English and Spanish (host-day checks it in Portuguese): a passport
// photographed larger than the screen, fitted, at its actual size, turned, and closed with Esc.
describe.each(['en-US', 'es-ES'] as const)('the document viewer in %s', (locale) => {
  const words = { ...guestReviewMessages[locale], ...guestReviewRecordsMessages[locale] };
  const front = words['guestReview.kind.doc_front'];
  const named = (id: 'guestReview.showDocument' | 'guestReview.enlarge') =>
    words[id].replace('{kind}', front);

  it('fits the document, shows it at its size, turns it and gives the focus back on Esc', async () => {
    const page = await hostIn(locale);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/guest/${passportId}`);
    const documents = page.getByRole('region', { name: words['guestReview.step.documents'] });
    await documents.getByRole('button', { name: named('guestReview.showDocument') }).click();
    const thumbnail = documents.getByRole('button', { name: named('guestReview.enlarge') });
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: front });
    await viewer.getByRole('img', { name: front }).waitFor();
    await page.waitForFunction(
      () =>
        ((globalThis as unknown as InViewer).document.querySelector('.document-viewer-stage img')
          ?.naturalWidth ?? 0) > 0,
    );
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(await foreignText(page, locale)).toEqual([]);
    expect(await inspectAtEachWidth(page, `document-viewer-${locale}`)).toEqual(fineAtEachWidth);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await viewerImage(page)).toMatchObject({ insideTheStage: true });

    const actualSize = viewer.getByRole('button', { name: words['guestReview.actualSize'] });
    await actualSize.click();
    expect(await actualSize.getAttribute('aria-pressed')).toBe('true');
    const actual = await viewerImage(page);
    expect(actual.shownWidth).toBe(actual.naturalWidth);
    // The image now scrolls: after the tools, the keyboard reaches it to scroll it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await hasFocus(viewer.getByRole('group', { name: front }))).toBe(true);
    expect(await inspectAtEachWidth(page, `document-viewer-actual-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    await actualSize.click();

    await viewer.getByRole('button', { name: words['guestReview.rotate'] }).click();
    expect(await inspectAtEachWidth(page, `document-viewer-turned-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await viewerImage(page)).toMatchObject({ insideTheStage: true });
    }

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await hasFocus(thumbnail)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe('in Chromium', () => {
  it('uploads a photo that the profile and the user menu then show', async () => {
    const page = await hostIn('en-US');
    const pageErrors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/perfil`);
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#d35400' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.locator('.Toastify').getByText('Photo updated').waitFor();
    const menuImage = page
      .getByRole('button', { name: 'User menu for Clara Nunes' })
      .locator('img');
    await menuImage.waitFor();
    expect(
      await menuImage.evaluate(
        (image) => (image as unknown as { naturalWidth: number }).naturalWidth,
      ),
    ).toBe(128);
    expect(await inspectAtEachWidth(page, 'profile-avatar-en-US')).toEqual(fineAtEachWidth);

    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Send a photo in JPEG, PNG or WebP' })
      .waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shares a property page from a dialog that, on a phone, leaves the toasts room', async () => {
    const page = await hostIn('en-US');
    const pageErrors = collectPageErrors(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: 'Actions for Casa Sol' }).click();
    await page.getByRole('menuitem', { name: 'Share property page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Casa Sol’s page for guests' });
    const link = dialog.locator('code');
    await link.waitFor();
    expect(await link.textContent()).toMatch(/\/u\/houses\/details\/[\w-]+\.[\w-]+$/);
    // Toasts show from 5.5 rem below the top; the dialog starts under the first of them.
    const box = await dialog.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(11 * 16 - 1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    expect(await inspectAtEachWidth(page, 'house-share-dialog-en-US')).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);
  });

  it('opens a shared property page without signing in, and refuses a forged one', async () => {
    const page = await hostIn('es-ES', false);
    await page.goto(`${suite.site.baseUrl}/u/houses/details/${shareToken}`);
    await page.getByRole('heading', { level: 1, name: 'Casa Sol' }).waitFor();
    expect(page.url()).toContain('/u/houses/details/');
    const forged = `${shareToken.slice(0, -1)}${shareToken.endsWith('A') ? 'B' : 'A'}`;
    await page.goto(`${suite.site.baseUrl}/u/houses/details/${forged}`);
    await page
      .getByText('Este enlace no es válido o ha caducado. Pide un enlace nuevo al anfitrión.')
      .waitFor();
  });
});
