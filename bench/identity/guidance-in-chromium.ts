import { performance } from 'node:perf_hooks';
import type { Request } from 'playwright-core';
import globalTeardown from '../../test/jest/global-teardown';
import { startBrowserSuite } from '../../test/helpers/browser';
import { createTemplateDatabase } from '../../test/helpers/database';
import { fakeCameraFile, fakeCameraPlaying } from '../../test/helpers/fake-camera-video';
import { aGuestLink } from '../../test/helpers/guest-link';
import {
  atTheSelfie,
  guidanceFps,
  guidanceOn,
  selfieOf,
  startWithConsent,
  TURNS_ONLY,
  writeTurningHeadVideo,
} from '../../test/helpers/liveness-steps';

/**
 * What the guest's phone downloads for the guidance, by part, in bytes as sent (compressed):
 * the step's own code is no part of it, kept ahead by the guest page's service worker.
 */
export type GuidanceDownload = { library: number; models: number; wasm: number };

export type GuidanceFigures = {
  /** Readings a second of the guidance, averaged over the check. */
  fps: number;
  download: GuidanceDownload;
  /** From the consent ticked to the guidance following the face (download, compile, load). */
  loadMs: number;
  /** From the frames sent to the verdict on the guest's screen. */
  verdictMs: number;
};

const PARTS: [keyof GuidanceDownload, RegExp][] = [
  ['models', /\/liveness\/models\//],
  ['wasm', /\/liveness\/wasm\//],
  ['library', /\/assets\/human\.esm-[^/]+\.js$/],
];

/**
 * The liveness step in Chromium, on the built app (npm run build first) with a fake camera
 * playing a turning head: the guidance's frame rate, what it downloads, and the verdict's wait.
 */
export const measureGuidance = async (): Promise<GuidanceFigures> => {
  const video = fakeCameraFile('bench-turning-head');
  await writeTurningHeadVideo(video);
  process.env.CHEGADA_TEST_TEMPLATE = await createTemplateDatabase();
  const { site, browser, close } = await startBrowserSuite(
    'identity-bench',
    TURNS_ONLY,
    fakeCameraPlaying(video),
  );
  try {
    const setup = await aGuestLink(site.app.baseUrl, { residence: { depositAmount: 0 } });
    const page = await atTheSelfie(site.baseUrl, browser, setup);
    const download: GuidanceDownload = { library: 0, models: 0, wasm: 0 };
    const sizes: Promise<void>[] = [];
    page.on('requestfinished', (request: Request) => {
      const part = PARTS.find(([, path]) => path.test(request.url()))?.[0];
      if (part)
        sizes.push(request.sizes().then((size) => void (download[part] += size.responseBodySize)));
    });
    const consent = await startWithConsent(page);
    const consented = performance.now();
    await consent.check();
    await guidanceOn(page);
    const loadMs = Math.round(performance.now() - consented);
    let fps = 0;
    const sent = page.waitForRequest(/\/liveness\/[^/]+\/check$/, { timeout: 120_000 });
    // The last reading before the frames leave: the average over the whole check.
    const sampling = setInterval(() => {
      void guidanceFps(page)
        .then((reading) => (fps = reading || fps))
        .catch(() => undefined);
    }, 200);
    await sent.finally(() => clearInterval(sampling));
    const sentAt = performance.now();
    await selfieOf(page)
      .getByText(/^Liveness check passed\./)
      .waitFor({ timeout: 60_000 });
    const verdictMs = Math.round(performance.now() - sentAt);
    await Promise.all(sizes);
    return { fps, download, loadMs, verdictMs };
  } finally {
    await close();
    await globalTeardown();
  }
};
