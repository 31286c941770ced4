import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { createTestDatabase, type TestDatabase } from './database';
import { startBuiltApp, type SpawnedApp } from './spawn-app';

/** Debian's Chromium; no tool downloads a browser of its own (issue 6). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const AXE_PATH = resolve(__dirname, '../../node_modules/axe-core/axe.min.js');
export const SCREENSHOTS = resolve(__dirname, '../e2e/__screenshots__');

/** The widths every screen is photographed at: the smallest phone we support and a laptop. */
export const SCREEN_WIDTHS = [360, 1280] as const;

/**
 * Headless Chromium with the flags a container needs (no sandbox, no GPU, small /dev/shm), and
 * any a test adds (a fake camera…).
 */
export const launchChromium = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      ...extraArgs,
    ],
  });

/** Chromium's own camera: a test pattern, allowed without asking. */
export const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export type Visitor = {
  context: BrowserContext;
  page: Page;
  /** What the page logs as errors (see collectPageErrors). */
  pageErrors: string[];
};

/**
 * How long an action or a wait may take before the test fails: seconds, not minutes, yet room for
 * a renderer that a loaded two-core CI machine leaves without a frame for a while (CI once saw a
 * click wait 10 s for the page's next animation frame while the form sat ready).
 */
export const ACTION_TIMEOUT_MS = 20_000;

/**
 * axe-core in every page the context opens, before the page's own scripts (the app's CSP stays
 * on): for a context whose every page is looked at with axe, cheaper than
 * seriousAccessibilityViolations injecting it into each page it looks at.
 */
export const withAxe = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript({ path: AXE_PATH });
};

/** A fresh visitor: its own local storage and cookies, a laptop-sized window. */
export const newVisitor = async (browser: Browser, width: number = 1280): Promise<Visitor> => {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page, pageErrors: collectPageErrors(page) };
};

/** The built app, as `npm start` starts it, on a database of its own with a seeded admin. */
export type BrowserApp = {
  app: SpawnedApp;
  /** The main site, on a host name the browser and the app agree on. */
  baseUrl: string;
  /** An address of the same app under another host name (`cadastro.localhost`…). */
  urlOn(hostname: string): string;
  admin: { email: string; password: string };
  /** The app's database, for what only time would change (a trial's end). */
  database: TestDatabase;
  stop(): Promise<void>;
};

/** `env` adds to the app's environment (e.g. the address services a test runs itself). */
export const startBrowserApp = async (
  name: string,
  env: Record<string, string> = {},
): Promise<BrowserApp> => {
  const admin = { email: `admin@${name}.test`, password: 'admin-password' };
  const database: TestDatabase = await createTestDatabase();
  let app: SpawnedApp;
  try {
    app = await startBuiltApp({
      DATABASE_URL: database.url,
      REDIS_PREFIX: `e2e-${database.name}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const port = new URL(app.baseUrl).port;
  const urlOn = (hostname: string) => `http://${hostname}:${port}`;
  return {
    app,
    baseUrl: urlOn('localhost'),
    urlOn,
    admin,
    database,
    stop: async () => {
      await app.stop();
      await database.drop();
    },
  };
};

// The little of the page's globals these helpers use (the test tier has no DOM types).
type Timing = { endTime?: number; localTime?: number | null };
type Running = { effect: { getComputedTiming(): Timing } | null; finished: unknown };

type InPage = {
  document: { documentElement: { scrollWidth: number }; getAnimations(): Running[] };
  setTimeout(callback: () => void, ms: number): unknown;
  innerWidth: number;
  axe: { run(context: unknown, options: object): Promise<unknown> };
};

let axe: Promise<string> | undefined;
const axeSource = (): Promise<string> => (axe ??= readFile(AXE_PATH, 'utf8'));

/** One app and one browser for a test file; close() ends both, whichever of them started. */
export const startBrowserSuite = async (
  name: string,
  env: Record<string, string> = {},
  chromiumArgs: readonly string[] = [],
): Promise<{ site: BrowserApp; browser: Browser; close(): Promise<void> }> => {
  const launching = launchChromium(chromiumArgs);
  const starting = startBrowserApp(name, env);
  const [browser, site] = await Promise.allSettled([launching, starting]);
  const close = async () => {
    if (browser.status === 'fulfilled') await browser.value.close();
    if (site.status === 'fulfilled') await site.value.stop();
  };
  if (browser.status === 'rejected' || site.status === 'rejected') {
    await close();
    throw browser.status === 'rejected' ? browser.reason : (site as PromiseRejectedResult).reason;
  }
  return { site: site.value, browser: browser.value, close };
};

/**
 * A test file's app and browser (startBrowserSuite), started before its tests and closed after
 * them; `env` may first start the peers the app is to use.
 */
export const browserSuite = (
  name: string,
  env: () => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): { site: BrowserApp; browser: Browser } => {
  const suite = {} as { site: BrowserApp; browser: Browser };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startBrowserSuite(name, await env());
    Object.assign(suite, { site: started.site, browser: started.browser });
    close = started.close;
  });
  afterAll(() => close?.());
  return suite;
};

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Waits for the animations about to end (within a second: a toast's entrance or exit, not its
 * progress bar): a toast sliding is half transparent for a moment, which axe reads as low
 * contrast.
 */
const animationsSettled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const { document, setTimeout } = globalThis as unknown as InPage;
    const ending = document.getAnimations().filter((running) => {
      const { endTime = Infinity, localTime } = running.effect?.getComputedTiming() ?? {};
      return endTime - (localTime ?? 0) <= 1000;
    });
    await Promise.race([
      Promise.allSettled(ending.map((running) => running.finished)),
      new Promise((resolve) => setTimeout(() => resolve(undefined), 1000)),
    ]);
  });

/** Axe's serious and critical violations of the page as it is now, one line each. */
const axeViolations = async (page: Page): Promise<string[]> => {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') stays on. Once a
  // document: a second look at the same page (another width, a dialog opened) finds it there.
  const loaded = await page.evaluate(() => 'axe' in (globalThis as object));
  if (!loaded) await page.evaluate(await axeSource());
  const violations = await page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as InPage;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) on ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
};

/**
 * Runs axe-core on the page as it is (WCAG 2.1 A and AA rules) and answers the serious and
 * critical violations, each with the elements it found them on.
 */
export const seriousAccessibilityViolations = async (page: Page): Promise<string[]> => {
  await animationsSettled(page);
  const first = await axeViolations(page);
  if (first.length === 0) return first;
  // A toast that started to leave while axe ran (react-toastify's id "1", half faded at 360 px
  // on a loaded machine) is gone or whole a moment later; a real violation is still there.
  await animationsSettled(page);
  return axeViolations(page);
};

/** Whether the page is wider than its window: something does not fit at this width. */
export const overflowsHorizontally = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as InPage;
    return document.documentElement.scrollWidth > innerWidth;
  });

export type ScreenAtWidth = { width: number; violations: string[]; overflows: boolean };

/**
 * Looks at the screen as it is at each of SCREEN_WIDTHS: its serious and critical axe
 * violations, whether it is wider than the window, and a full-page screenshot saved as
 * test/e2e/__screenshots__/<name>-<width>.png. Puts the window back to the width it had.
 */
export const inspectAtEachWidth = async (page: Page, name: string): Promise<ScreenAtWidth[]> => {
  await mkdir(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  const seen: ScreenAtWidth[] = [];
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    seen.push({
      width,
      violations: await seriousAccessibilityViolations(page),
      overflows: await overflowsHorizontally(page),
    });
    const path = resolve(SCREENSHOTS, `${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(before);
  return seen;
};

/** What inspectAtEachWidth answers for a screen with nothing wrong. */
export const fineAtEachWidth: ScreenAtWidth[] = SCREEN_WIDTHS.map((width) => ({
  width,
  violations: [],
  overflows: false,
}));

/** Errors the page logs (a script the CSP blocked, an exception, a failed request). */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The texts an element's aria-describedby points at, joined: what a screen reader adds. */
export const describedBy = async (element: Locator): Promise<string> => {
  const ids = (await element.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(
    ids.map((id) => element.page().locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
};

/**
 * Whether the element `locator` points at has the keyboard focus, or gets it within `timeoutMs`:
 * a closing dialog gives the focus back a task after it leaves the page (Radix's FocusScope
 * restores it in a timeout), so the check waits for it instead of reading the instant after.
 */
export const hasFocus = async (locator: Locator, timeoutMs = 5_000): Promise<boolean> => {
  const element = await locator.elementHandle();
  return locator
    .page()
    .waitForFunction(
      (node) =>
        node ===
        (node as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument
          .activeElement,
      element,
      { timeout: timeoutMs },
    )
    .then(
      () => true,
      () => false,
    );
};
