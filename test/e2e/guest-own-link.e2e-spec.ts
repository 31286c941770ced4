import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { cpfCardPhoto } from '../../apps/api/src/identity/__fixtures__/cpf-photos';
import { fineAtEachWidth, inspectAtEachWidth, type Visitor } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import {
  aGuestLink,
  HOST_PASSWORD,
  phonePhotos,
  saveGuestForm,
  type GuestLinkSetup,
} from '../helpers/guest-link';
import {
  acceptTerms,
  addGuestAndReadOwnLink,
  aGuestPhone,
  field,
  fillHolder,
  fillOwnPart,
  fillStay,
  inEachLanguage,
  next,
  openAndFillStay,
  OWN_LINK_GUEST,
  scrollToEnd,
  step,
  upload,
  uploadSelfie,
} from '../helpers/guest-steps';

/**
 * Issue 17 in Chromium: Maria sends the form on a 360 px phone with Ana, an adult who fills in
 * her own part through her own link. Ana, on her own phone, sees only her part and sends it
 * after Maria; the host is warned before approving without it, then finds it in the review.
 * Ana's status box (each state) and Maria's approved page (a stay without a lock) are
 * photographed at 360 and 1280 px in each language (test/e2e/__screenshots__/own-*.png).
 */
const suite = useBrowserSuite('guest-own-link');

/** A phone of its own, in English unless `locale` (its language picked before). */
const aPhone = async (locale?: string): Promise<BrowserContext> => {
  const context = await aGuestPhone(suite.browser, { language: locale, touch: false });
  return context;
};

/** Photographs the screen at both widths in each language, under axe, ending in English. */
const looksRightInEachLanguage = (page: Page, name: string) =>
  inEachLanguage(page, async (language) => {
    await scrollToEnd(page);
    expect(await inspectAtEachWidth(page, `own-${name}-${language}`)).toEqual(fineAtEachWidth);
  });

describe('an adult guest who fills in their part through their own link', () => {
  let setup: GuestLinkSetup;
  let photos: Awaited<ReturnType<typeof phonePhotos>>;
  let maria: Page;
  let ana: Page;
  let ownLink: string;
  let host: Visitor;

  beforeAll(async () => {
    [setup, photos] = await Promise.all([aGuestLink(suite.site.app.baseUrl), phonePhotos()]);
    maria = await (await aPhone('en-US')).newPage();
  });

  /** The host, signed in on the console, on the reservation's review. */
  const openReview = async () => {
    host ??= await suite.visit(1280);
    const { page } = host;
    if (!page.url().includes('/u/')) {
      await page.goto(`${suite.site.baseUrl}/login`);
      await page.getByLabel('E-mail').fill(setup.hostEmail);
      await page.getByLabel('Senha', { exact: true }).fill(HOST_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/u/home');
    }
    await page.goto(`${suite.site.baseUrl}/u/guest/${setup.reservationId}`);
    const additional = page.getByRole('region', { name: 'Hóspedes adicionais' });
    return { page, ana: additional.getByRole('listitem').filter({ hasText: 'Ana Souza' }) };
  };

  const anaStatus = (status: 'Completo' | 'Incompleto') => (item: Locator) =>
    item.getByRole('heading', { level: 3, name: `Ana Souza ${status}` }).waitFor();

  it('lets the holder send the form while Ana’s part is still to come', async () => {
    await openAndFillStay(maria, `${suite.site.baseUrl}${setup.link}`, { adults: 2 });
    await fillHolder(maria);
    await next(maria);
    await step(maria, 'Other guests');
    // Back on the guests, once saved, Ana's own link is there to share.
    ownLink = await addGuestAndReadOwnLink(maria);
    expect(ownLink).toContain(`${setup.link}/`);
    await next(maria);
    await step(maria, 'Deposit');
    await upload(maria, 'Pix receipt', 'Take a photo', photos.proof);
    await next(maria);
    await step(maria, 'Documents and selfie');
    await upload(maria, 'Front of the document', 'Take a photo', photos.front);
    await upload(maria, 'Back of the document', 'Choose a file', photos.back);
    await uploadSelfie(maria, photos.front);
    await next(maria);
    await step(maria, 'Review and terms');
    await acceptTerms(maria);
    await maria.getByRole('button', { name: 'Send form' }).click();
    await maria.getByRole('heading', { name: 'Form in analysis' }).waitFor();
    // Ana's link is on the page she lands on, not one click further (issue 27): copy, since
    // Chromium on Linux has no Web Share, and WhatsApp.
    const pending = maria.getByRole('region', { name: 'One companion still to fill in' });
    await pending.getByRole('button', { name: 'Copy link (Ana Souza)' }).waitFor();
    expect(await pending.getByRole('button', { name: /^Share link/ }).count()).toBe(0);
    const whatsApp = pending.getByRole('link', { name: 'Send by WhatsApp (Ana Souza)' });
    expect(decodeURIComponent((await whatsApp.getAttribute('href')) ?? '')).toContain(ownLink);
    await looksRightInEachLanguage(maria, 'holder-sent');
  });

  it('shows Ana only her own part, not started, then in progress once her details are saved', async () => {
    // Her own phone, nothing chosen on it: the reservation's language.
    ana = await (await aPhone()).newPage();
    await ana.goto(ownLink);
    await step(ana, 'Your details');
    await ana.getByRole('heading', { level: 2, name: 'Your part is pending' }).waitFor();
    // Nothing of Maria's: no name, e-mail or address, no step of the holder's form.
    expect(await ana.getByText(/Maria|maria@example\.com|Paulista/).count()).toBe(0);
    expect(await ana.getByLabel('Email', { exact: true }).count()).toBe(0);
    expect(await ana.getByRole('navigation', { name: 'Form steps' }).count()).toBe(0);
    await looksRightInEachLanguage(ana, 'part-not-started');

    // She accepts the terms herself before her documents are kept (issue 27).
    await fillOwnPart(ana, OWN_LINK_GUEST);
    await ana.getByRole('heading', { level: 2, name: 'Your part is in progress' }).waitFor();
    await looksRightInEachLanguage(ana, 'part-in-progress');
  });

  it('warns the host that approving now leaves Ana’s data out; Cancel approves nothing', async () => {
    const review = await openReview();
    await anaStatus('Incompleto')(review.ana);
    await review.page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const dialog = review.page.getByRole('dialog', { name: /^Aprovar a reserva de Maria/ });
    await dialog
      .getByText('Ana Souza ainda não enviou a própria parte: faltam seus dados e documentos.')
      .waitFor();
    expect(await inspectAtEachWidth(review.page, 'own-approve-pending')).toEqual(fineAtEachWidth);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await review.page.reload();
    await review.page.getByRole('button', { name: 'Aprovar', exact: true }).waitFor();
  });

  it('completes Ana’s part with her documents and selfie, after the holder sent the form', async () => {
    // Her RG's front prints her CPF: read on our servers, offered, used only once she says so.
    const rg = join(tmpdir(), `own-link-rg-${process.pid}.jpg`);
    await writeFile(rg, await cpfCardPhoto('rg', OWN_LINK_GUEST.cpf, 2));
    await upload(ana, 'Front of the document', 'Choose a file', rg);
    await upload(ana, 'Back of the document', 'Choose a file', photos.back);
    const reading = ana.getByRole('region', { name: 'Fill in from your document' });
    await reading.getByRole('button', { name: 'Read my document' }).click();
    const offer = reading.getByRole('group', { name: 'We read on your document:' });
    await offer.waitFor({ timeout: 90_000 });
    expect(await offer.locator('dl').textContent()).toBe(`CPF${OWN_LINK_GUEST.cpf}`);
    await looksRightInEachLanguage(ana, 'reading-offer');
    await offer.getByRole('button', { name: 'Use these details' }).click();
    await reading.getByText(/^Filled in on your form/).waitFor();
    // In her own details above, as if she had typed it.
    expect(await field(ana, 'CPF').inputValue()).toBe(OWN_LINK_GUEST.cpf);
    await uploadSelfie(ana, photos.front);
    await ana.getByRole('heading', { level: 2, name: 'Your part is complete' }).waitFor();
    // Still hers alone once complete.
    expect(await ana.getByText(/Maria/).count()).toBe(0);
    await looksRightInEachLanguage(ana, 'part-complete');
    // Coming back, the consents she gave show as given and her details save again (issue 29).
    await ana.reload();
    await step(ana, 'Your details');
    expect(await ana.getByRole('checkbox', { name: /I have read and accept/ }).isChecked()).toBe(
      true,
    );
    expect(await ana.getByRole('checkbox', { name: /I allow the photos/ }).isChecked()).toBe(true);
    const saved = ana.waitForResponse(
      (response) => response.request().method() === 'PUT' && /guestForm/.test(response.url()),
    );
    await ana.getByRole('button', { name: 'Save my details', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await ana.getByText('You must accept the terms to continue').count()).toBe(0);
    await looksRightInEachLanguage(ana, 'part-complete-again');
  });

  it('shows the host Ana’s data, her files and her part complete, and approves', async () => {
    const review = await openReview();
    await anaStatus('Completo')(review.ana);
    const facts = review.ana.locator('dl');
    await facts.getByText(OWN_LINK_GUEST.cpf).waitFor();
    expect(await inspectAtEachWidth(review.page, 'own-host-review-unopened')).toEqual(
      fineAtEachWidth,
    );
    // Her files wait to be opened: their button keeps the page's spacing from her answers.
    const showAll = review.ana.getByRole('button', { name: 'Ver todos os documentos' });
    const [answers, button] = await Promise.all([facts.boundingBox(), showAll.boundingBox()]);
    const gap = (button?.y ?? 0) - ((answers?.y ?? 0) + (answers?.height ?? 0));
    expect(gap).toBeGreaterThanOrEqual(12);
    for (const kind of ['Documento (frente)', 'Documento (verso)', 'Selfie']) {
      await review.ana.getByRole('button', { name: `Ver ${kind}`, exact: true }).click();
      // The file itself is there: its image loads.
      const image = review.ana.getByRole('img', { name: kind, exact: true });
      await image.waitFor();
      await expect(
        image.evaluate((element) => (element as unknown as { decode(): Promise<void> }).decode()),
      ).resolves.toBeUndefined();
    }
    expect(await inspectAtEachWidth(review.page, 'own-host-review')).toEqual(fineAtEachWidth);
    await review.page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const dialog = review.page.getByRole('dialog');
    await dialog
      .getByText('O acesso é liberado e a pessoa hóspede recebe a mensagem de acesso liberado.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await review.page.getByRole('button', { name: 'Aprovar', exact: true }).waitFor({
      state: 'detached',
    });
  });

  it('shows the holder an approved stay without a lock, promising no door code', async () => {
    await maria.reload();
    await maria.getByRole('heading', { name: 'Check-in approved' }).waitFor();
    await maria.getByText(/^Check-in instructions show here from /).waitFor();
    expect(await maria.getByText(/code|senha|código/i).count()).toBe(0);
    await looksRightInEachLanguage(maria, 'approved-without-lock');
    await Promise.all([maria.context().close(), ana.context().close(), host.context.close()]);
  });
});

/** What the phone's browser does as the guest leaves the page ('pagehide') or comes back. */
const fire = (page: Page, type: 'pagehide' | 'focus') =>
  page.evaluate((name) => {
    const window = globalThis as unknown as {
      dispatchEvent(event: unknown): void;
      Event: new (type: string) => unknown;
    };
    window.dispatchEvent(new window.Event(name));
  }, type);

describe('a change saved on another device while the form is open', () => {
  it('keeps what was typed here and says so, in each language', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    const page = await (await aPhone('en-US')).newPage();
    await page.goto(`${suite.site.baseUrl}${setup.link}`);
    await step(page, 'Stay');
    await fillStay(page);
    await next(page);
    await step(page, 'Your details');
    await page.getByText('Saved', { exact: true }).waitFor();
    // Her full name, over the one the host typed ('Maria Silva').
    await field(page, 'Full name').fill('Maria da Silva');
    // She switches to WhatsApp: the phone keeps what she typed as the page hides.
    await fire(page, 'pagehide');
    // Her husband's phone saves another name meanwhile; she comes back to this page.
    await saveGuestForm(suite.site.baseUrl, setup, { name: 'Maria S. Silva' });
    await fire(page, 'focus');
    const notice = page.getByRole('status').filter({ hasText: 'Updated on another device' });
    await notice.getByText('What you changed here was kept: Full name').waitFor();
    expect(await field(page, 'Full name').inputValue()).toBe('Maria da Silva');
    await looksRightInEachLanguage(page, 'other-device');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
