import { mkdir } from 'node:fs/promises';
import { browserSuite } from '../helpers/browser';
import { aGuestLink } from '../helpers/guest-link';
import { aGuestPhone, field, fillHolder, openAndFillStay } from '../helpers/guest-steps';

/**
 * QA report of 25 Nov: on a 360 × 740 phone, "Continue" with a field left empty focused that
 * field under the sticky action bar. The page's scroll area now ends at the bar
 * (guest-form.css), so the field and its error message show above it.
 */
const suite = browserSuite('guest-sticky');

type Box = { top: number; bottom: number };
type InPage = {
  document: {
    activeElement: { getBoundingClientRect(): Box } | null;
    querySelector(selector: string): { getBoundingClientRect(): Box } | null;
  };
  scrollTo(x: number, y: number): void;
};

it('shows the first field in error above the sticky action bar', async () => {
  const setup = await aGuestLink(suite.site.app.baseUrl);
  const context = await aGuestPhone(suite.browser, { language: 'en-US', touch: false });
  const page = await context.newPage();
  await openAndFillStay(page, `${suite.site.baseUrl}${setup.link}`);
  await fillHolder(page);
  // The house number, low on the page, is left out; the guest is back at the top.
  await field(page, 'Number').fill('');
  await page.evaluate(() => (globalThis as unknown as InPage).scrollTo(0, 0));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('input[aria-invalid="true"]').first().waitFor();
  const boxes = await page.evaluate(() => {
    const { document } = globalThis as unknown as InPage;
    const focused = document.activeElement?.getBoundingClientRect();
    const bar = document.querySelector('.step-actions')?.getBoundingClientRect();
    return { focused: focused?.bottom ?? Infinity, bar: bar?.top ?? 0 };
  });
  expect(
    await field(page, 'Number').evaluate((input) => input === input.ownerDocument.activeElement),
  ).toBe(true);
  // Its error message (about a line and a half) fits between the field and the bar too.
  expect(boxes.bar - boxes.focused).toBeGreaterThanOrEqual(24);
  await mkdir('test/e2e/__screenshots__', { recursive: true });
  await page.screenshot({ path: 'test/e2e/__screenshots__/guest-sticky-error-360.png' });
  await context.close();
});

/** Runs in the page: the focused field shows whole, between the top and the action bar. */
const focusedAboveBar = () => {
  const { document } = globalThis as unknown as InPage;
  const focused = document.activeElement?.getBoundingClientRect();
  const bar = document.querySelector('.step-actions')?.getBoundingClientRect();
  return !!focused && !!bar && focused.top >= 0 && focused.bottom <= bar.top;
};

// Walk55: a phone's keyboard shrinks the page under a field already focused; it stays above
// the bar (the page reacts to visualViewport resize, not only to focus).
it('keeps a focused field above the bar when the page shrinks under it', async () => {
  const setup = await aGuestLink(suite.site.app.baseUrl);
  const context = await aGuestPhone(suite.browser, { language: 'es-ES', touch: false });
  const page = await context.newPage();
  await page.goto(`${suite.site.baseUrl}${setup.link}`);
  await page.getByRole('heading', { level: 2, name: 'Estancia', exact: true }).waitFor();
  await field(page, 'Adultos').fill('1');
  await field(page, 'Niños').fill('0');
  await field(page, 'Motivo del viaje').selectOption('leisure');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { level: 2, name: 'Tus datos', exact: true }).waitFor();
  await field(page, 'Ciudad').focus();
  // The keyboard opens: 740 → 420 px of page.
  await page.setViewportSize({ width: 360, height: 420 });
  // Still Ciudad, once the page scrolled (or not) after the resize.
  expect(
    await field(page, 'Ciudad').evaluate((input) => input === input.ownerDocument.activeElement),
  ).toBe(true);
  await page.waitForFunction(focusedAboveBar, undefined, { timeout: 10_000 });
  expect(await page.evaluate(focusedAboveBar)).toBe(true);
  await mkdir('/tmp/shots-fix32t', { recursive: true });
  await page.screenshot({ path: '/tmp/shots-fix32t/keyboard-Ciudad-360x420.png' });
  await context.close();
});
