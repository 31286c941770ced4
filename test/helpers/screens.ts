import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { fineAtEachWidth, inspectAtEachWidth, SCREENSHOTS } from './browser';

/**
 * The check a screen-walk file makes of each screen: `looks(page, name)` photographs the page as
 * `<prefix>-<name>` at each width and expects no serious axe violation and no overflow there.
 */
export const looksFineAtEachWidth =
  (prefix: string) =>
  async (page: Page, name: string): Promise<void> =>
    expect(await inspectAtEachWidth(page, `${prefix}-${name}`)).toEqual(fineAtEachWidth);

/**
 * A screenshot of the window as it is (a menu or drawer open over the page), saved as
 * test/e2e/__screenshots__/<name>.png: for what inspectAtEachWidth would close by resizing.
 */
export const shoot = async (page: Page, name: string): Promise<void> => {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: resolve(SCREENSHOTS, `${name}.png`),
    animations: 'disabled',
  });
};

// The little of an element this helper reads (the test tier has no DOM types).
type Shown = {
  getBoundingClientRect(): { height: number };
  cloneNode(deep: boolean): Shown;
  textContent: string | null;
  parentNode: { appendChild(node: Shown): void; removeChild(node: Shown): void } | null;
};

/** How many lines of text an element shows: its height over that of one line of it. */
export const textLinesOf = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const shown = node as unknown as Shown;
    const oneLine = shown.cloneNode(false);
    oneLine.textContent = 'x';
    shown.parentNode!.appendChild(oneLine);
    const lineHeight = oneLine.getBoundingClientRect().height;
    shown.parentNode!.removeChild(oneLine);
    return Math.round(shown.getBoundingClientRect().height / lineHeight);
  });
