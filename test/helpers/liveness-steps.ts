import type { Browser, Page } from 'playwright-core';
import { aCompleteForm } from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { faceImage } from '../../apps/api/src/identity/__fixtures__/sample-faces';
import { launchChromium } from './browser';
import { writeFakeCameraVideo } from './fake-camera-video';
import { saveGuestForm, type GuestLinkSetup } from './guest-link';
import { aGuestPhone, step } from './guest-steps';

// The selfie's liveness check (issue 29) as a guest goes through it in Chromium, for the
// browser test and the identity bench. Still pictures stand for head moves: the sample face is
// turned to its own right, and mirrored it turns to the left; pictures cannot nod, so the app
// under test asks turns only (LIVENESS_MOVES).

export const TURNS_ONLY = { LIVENESS_MOVES: 'turn-left,turn-right' };

/** A head that turns right, then left, long enough in each pose for the guidance to see it. */
export const writeTurningHeadVideo = async (file: string): Promise<void> => {
  const [right, left] = await Promise.all([faceImage('ana'), faceImage('ana', { mirrored: true })]);
  await writeFakeCameraVideo(file, [
    { picture: right, seconds: 2.5 },
    { picture: left, seconds: 2.5 },
  ]);
};

/** A face that never moves (turned a little to its right). */
export const writeStillFaceVideo = async (file: string): Promise<void> =>
  writeFakeCameraVideo(file, [{ picture: await faceImage('ana'), seconds: 1 }]);

/** A guest whose stay and details are saved, at the documents on their phone (`baseUrl`'s app). */
export const atTheSelfie = async (
  baseUrl: string,
  browser: Browser,
  setup: GuestLinkSetup,
  /** The documents step's title: 'Documents' when the host asks no selfie. */
  title = 'Documents and selfie',
): Promise<Page> => {
  const { name, cpf, email, phone, birthDate, address } = aCompleteForm();
  await saveGuestForm(baseUrl, setup, {
    ...{ adults: 1, children: 0, visitPurpose: 'leisure', additionalGuests: [] },
    ...{ name, cpf, email, phone, birthDate, address },
  });
  const page = await (await aGuestPhone(browser, { touch: false })).newPage();
  await page.goto(`${baseUrl}${setup.link}`);
  const heading = page.getByRole('heading', { level: 2 });
  await heading.waitFor();
  if ((await heading.textContent()) !== title)
    await page.getByRole('button', { name: title, exact: true }).click();
  await step(page, title);
  return page;
};

/**
 * A Chromium with a camera whose permission is refused (the fake device without its
 * auto-accept), started before the enclosing describe's tests and closed after them.
 */
export const useCameraRefusingChromium = (): { browser: Browser } => {
  const refusing = {} as { browser: Browser };
  beforeAll(async () => {
    refusing.browser = await launchChromium(['--use-fake-device-for-media-stream']);
  });
  afterAll(() => refusing.browser.close());
  return refusing;
};

export const selfieOf = (page: Page) => page.getByRole('group', { name: 'Selfie', exact: true });

/** Starts the check: the image terms are asked where the check needs them; answers their box. */
export const startWithConsent = async (page: Page) => {
  await selfieOf(page).getByRole('button', { name: 'Start the check' }).click();
  await selfieOf(page)
    .getByText('Liveness start failed: accept the image terms first.', { exact: false })
    .waitFor();
  return selfieOf(page).getByRole('checkbox', { name: /I allow the photos/ });
};

/** Waits for the guidance to follow the face (its models downloaded and running). */
export const guidanceOn = (page: Page) =>
  page.locator('.liveness-camera[data-guidance="on"]').waitFor({ timeout: 60_000 });

/** The guidance's readings a second, as the camera's element shows them. */
export const guidanceFps = async (page: Page): Promise<number> =>
  Number(await page.locator('.liveness-camera').getAttribute('data-guidance-fps'));

/**
 * The guest fails the check 5 times (a face that never makes the moves asked), as a phone
 * would send it, so the path is closed for 30 minutes and the selfie goes by photo (issue 29).
 * The image terms are accepted first, as the check asks. `guestKey`: a companion's own link.
 */
export const failLivenessFiveTimes = async (
  baseUrl: string,
  setup: GuestLinkSetup,
  guestKey?: string,
  /** Fewer failures leave the check open, with attempts left. */
  times = 5,
): Promise<void> => {
  const [, , , friendlycode = '', source = ''] = setup.link.split('/');
  const headers = { source, friendlycode, ...(guestKey ? { additionalguestkey: guestKey } : {}) };
  const url = `${baseUrl}/api/stays/guestForm/${setup.reservationId}/liveness`;
  if (!guestKey) await saveGuestForm(baseUrl, setup, { imageTermsAccepted: true });
  const still = await faceImage('ana');
  for (let attempt = 1; attempt <= times; attempt++) {
    const started = await fetch(url, { method: 'POST', headers });
    const session = (await started.json()) as { sessionId: string; challenge: string[] };
    if (started.status !== 201) throw new Error(`liveness start answered ${started.status}`);
    const body = new FormData();
    for (const index of [0, ...session.challenge.keys()])
      body.append('frames', new Blob([still], { type: 'image/jpeg' }), `frame-${index}.jpg`);
    const checked = await fetch(`${url}/${session.sessionId}/check`, {
      method: 'POST',
      headers,
      body,
    });
    const answer = (await checked.json()) as { passed?: boolean; attemptsLeft?: number };
    if (answer.passed !== false || answer.attemptsLeft !== 5 - attempt)
      throw new Error(`liveness check ${attempt} answered ${JSON.stringify(answer)}`);
  }
};

/**
 * Holds the guidance's models on their way (a slow connection) until `release` is called, and
 * records the first prompt of the challenge the page shows, for `firstPrompt`.
 */
export const holdGuidance = async (page: Page): Promise<{ release: () => void }> => {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/liveness/models/**', async (route) => {
    await released;
    await route.continue();
  });
  // In the page, as text: this file is compiled without the DOM's types.
  await page.evaluate(`{
    const observer = new MutationObserver(() => {
      const prompt = document.querySelector('.liveness-progress')?.textContent;
      if (!prompt) return;
      window.firstPrompt = prompt;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }`);
  return { release };
};

/** The first prompt the challenge showed (see holdGuidance). */
export const firstPrompt = (page: Page): Promise<string | undefined> =>
  page.evaluate<string | undefined>('window.firstPrompt');
