import type { BrowserContext, Page } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { fineAtEachWidth, inspectAtEachWidth } from './browser';
import type { BrowserSuite } from './browser-suite';
import { aGuestLink, guestSubmitsByLink, type GuestLinkSetup } from './guest-link';
import { aGuestPhone } from './guest-steps';

/** The door code and instructions of anApprovedStayAtTheDoor. */
export const DOOR = {
  passcode: '482913',
  instructions: 'Gate on the left; the key box is under the stairs.',
} as const;

/** In an hour, as São Paulo's clock reads it: the door code is out from 2 hours before. */
export const inAnHour = (): string =>
  `${new Date(Date.now() + 3_600_000 - 3 * 3_600_000).toISOString().slice(0, 16)}:00-03:00`;

/**
 * A stay checking in within the hour on a property with a smart lock, whose form Maria sent
 * and the host approved, with the door code (DOOR) released to the guest.
 */
export const anApprovedStayAtTheDoor = async (api: string): Promise<GuestLinkSetup> => {
  const setup = await aGuestLink(api, {
    checkIn: inAnHour(),
    residence: {
      usesTTLock: true,
      lockId: '3141592',
      dynamicPassword: true,
      accessInstructions: DOOR.instructions,
    },
  });
  const { answer } = await guestSubmitsByLink(api, setup.link, 'Maria Silva', {
    depositProof: true,
  });
  expect(answer.status).toBe(200);
  const host = (path: string, body: unknown) =>
    requestJson(`${api}/api${path}`, { token: setup.hostToken, method: 'POST', body });
  const id = setup.reservationId;
  expect((await host(`/stays/approve-reservation/${id}`, { confirm: true })).status).toBe(200);
  const code = await host(`/stays/update-dynamic-password/${id}`, {
    dynamicPassword: DOOR.passcode,
  });
  expect([code.status, code.body]).toEqual([200, expect.anything()]);
  return setup;
};

/** Once the page registered the guest pages' service worker: the link then opens offline. */
export const workerReady = (page: Page): Promise<unknown> =>
  page.evaluate(
    () =>
      (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
        .navigator.serviceWorker.ready,
  );

/**
 * Opens `url` on `phone` while online until `shown` is on screen and the service worker is in:
 * what this phone then keeps for the link to open offline.
 */
export const seenOnceOnline = async (phone: BrowserContext, url: string, shown: string) => {
  const page = await phone.newPage();
  await page.goto(url);
  await page.getByText(shown).waitFor();
  await workerReady(page);
  await page.close();
};

/** What an approved stay's page says with no signal, in each language. */
export const DOOR_OFFLINE_WORDS = {
  'en-US': {
    approved: 'Check-in approved',
    offline:
      'The page opened with what was saved on this phone. It updates when the connection returns.',
  },
  'pt-BR': {
    approved: 'Check-in aprovado',
    offline:
      'A página abriu com o que ficou salvo neste celular. Ela se atualiza quando a conexão voltar.',
  },
  'es-ES': {
    approved: 'Check-in aprobado',
    offline:
      'La página se abrió con lo que quedó guardado en este móvil. Se actualiza cuando vuelva la conexión.',
  },
} as const;

export type DoorLanguage = keyof typeof DOOR_OFFLINE_WORDS;

/** The stay and the phone of useStayAtTheDoor, there once the file's beforeAll has run. */
export type StayAtTheDoor = {
  setup: GuestLinkSetup;
  phone: BrowserContext;
  /**
   * Has the phone see the link once online (the door code on screen, the service worker in),
   * then, with no signal, opens `path` in a new page.
   */
  openOffline(path: string): Promise<Page>;
};

/**
 * The header of a test of an approved stay's page at the door: before the file's tests, the
 * stay (anApprovedStayAtTheDoor) and a guest's phone; after them, the phone closed.
 */
export const useStayAtTheDoor = (suite: BrowserSuite): StayAtTheDoor => {
  const door = {
    openOffline: async (path) => {
      await seenOnceOnline(door.phone, `${suite.site.baseUrl}${door.setup.link}`, DOOR.passcode);
      await door.phone.setOffline(true);
      const page = await door.phone.newPage();
      await page.goto(`${suite.site.baseUrl}${path}`);
      return page;
    },
  } as StayAtTheDoor;
  beforeAll(async () => {
    door.setup = await anApprovedStayAtTheDoor(suite.site.app.baseUrl);
    door.phone = await aGuestPhone(suite.browser);
  });
  afterAll(() => door.phone.close());
  return door;
};

/**
 * In each language in turn, on a page opened offline: the offline notice, the approval, the
 * door code and its instructions, then what `alsoShown` checks; each inspected at each width as
 * `${screens}-${language}`.
 */
export const seesTheDoorInEachLanguage = async (
  page: Page,
  screens: string,
  alsoShown: (language: DoorLanguage) => Promise<void> = async () => {},
) => {
  for (const [language, words] of Object.entries(DOOR_OFFLINE_WORDS)) {
    await page.locator('.language select').selectOption(language);
    await page.getByText(words.offline).waitFor();
    await page.getByRole('heading', { name: words.approved }).waitFor();
    expect(await page.getByText(DOOR.passcode).isVisible()).toBe(true);
    expect(await page.getByText(DOOR.instructions).isVisible()).toBe(true);
    await alsoShown(language as DoorLanguage);
    expect(await inspectAtEachWidth(page, `${screens}-${language}`)).toEqual(fineAtEachWidth);
  }
};
