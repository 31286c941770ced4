import { mkdir } from 'node:fs/promises';
import { browserSuite } from '../helpers/browser';
import { aGuestLink } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';

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
  await page.goto(`${suite.site.baseUrl}${setup.link}`);
  await page.getByRole('heading', { level: 2, name: 'Stay', exact: true }).waitFor();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Adults').fill('1');
  await field('Children').fill('0');
  await field('Purpose of the visit').selectOption('leisure');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: 'Your details', exact: true }).waitFor();
  await field('Full name').fill('Maria Silva');
  await field('CPF').fill('529.982.247-25');
  await field('Email').fill('maria@example.com');
  await field('Phone (WhatsApp)').fill('+55 11 98765 4321');
  await field('Date of birth').fill('1990-05-20');
  await field('Street').fill('Avenida Paulista');
  await field('Neighbourhood').fill('Bela Vista');
  await field('City').fill('São Paulo');
  await field('State').selectOption('SP');
  await field('CEP').fill('01310-100');
  // The house number, low on the page, is left out; the guest is back at the top.
  await field('Number').fill('');
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
    await field('Number').evaluate((input) => input === input.ownerDocument.activeElement),
  ).toBe(true);
  // Its error message (about a line and a half) fits between the field and the bar too.
  expect(boxes.bar - boxes.focused).toBeGreaterThanOrEqual(24);
  await mkdir('test/e2e/__screenshots__', { recursive: true });
  await page.screenshot({ path: 'test/e2e/__screenshots__/guest-sticky-error-360.png' });
  await context.close();
});

// Walk55: a phone's keyboard shrinks the page under a field already focused; it stays above
// the bar (the page reacts to visualViewport resize, not only to focus).
it('keeps a focused field above the bar when the page shrinks under it', async () => {
  const setup = await aGuestLink(suite.site.app.baseUrl);
  const context = await aGuestPhone(suite.browser, { language: 'es-ES', touch: false });
  const page = await context.newPage();
  await page.goto(`${suite.site.baseUrl}${setup.link}`);
  await page.getByRole('heading', { level: 2, name: 'Estancia', exact: true }).waitFor();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Adultos').fill('1');
  await field('Niños').fill('0');
  await field('Motivo del viaje').selectOption('leisure');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { level: 2, name: 'Tus datos', exact: true }).waitFor();
  await field('Ciudad').focus();
  // The keyboard opens: 740 → 420 px of page.
  await page.setViewportSize({ width: 360, height: 420 });
  const shown = () =>
    page.evaluate(() => {
      const { document } = globalThis as unknown as InPage;
      const focused = document.activeElement?.getBoundingClientRect();
      const bar = document.querySelector('.step-actions')?.getBoundingClientRect();
      return !!focused && !!bar && focused.top >= 0 && focused.bottom <= bar.top;
    });
  // Still Ciudad, once the page scrolled (or not) after the resize.
  expect(
    await field('Ciudad').evaluate((input) => input === input.ownerDocument.activeElement),
  ).toBe(true);
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as InPage;
      const focused = document.activeElement?.getBoundingClientRect();
      const bar = document.querySelector('.step-actions')?.getBoundingClientRect();
      return !!focused && !!bar && focused.top >= 0 && focused.bottom <= bar.top;
    },
    undefined,
    { timeout: 10_000 },
  );
  expect(await shown()).toBe(true);
  await mkdir('/tmp/shots-fix32t', { recursive: true });
  await page.screenshot({ path: '/tmp/shots-fix32t/keyboard-Ciudad-360x420.png' });
  await context.close();
});
