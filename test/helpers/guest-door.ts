import type { BrowserContext, Page } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { aGuestLink, guestSubmitsByLink, type GuestLinkSetup } from './guest-link';

/** The door code and instructions of anApprovedStayAtTheDoor. */
export const DOOR = {
  passcode: '482913',
  instructions: 'Gate on the left; the key box is under the stairs.',
} as const;

/** In an hour, as São Paulo's clock reads it: the door code is out from 2 hours before. */
const inAnHour = () =>
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
