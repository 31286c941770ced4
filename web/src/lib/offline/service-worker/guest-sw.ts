/**
 * The guest pages' service worker (issue 17: a guest who closed the tab on a bus opens the link
 * again with no signal). Built apart by web/vite/guest-service-worker.ts, which defines the
 * constants below: the files the guest's page needs, read from the bundle, their version, and
 * where the guest's pages are (libs/contracts' GUEST_PAGE_PATHS, as the server has them).
 *
 * - a navigation to a guest page (/p/formdata/…, /p/form/details/…): the network first, for a few seconds; without
 *   an answer, the guest page kept here (the page then opens from the phone's own copy of its
 *   data, IndexedDB, see features/guest-form/api/offline-copy.ts);
 * - the hashed files (/assets/…): from the cache first, they never change under their name;
 * - everything else, /api above all, is not touched: personal data never goes in Cache Storage.
 */
declare const GUEST_PRECACHE: readonly string[];
declare const GUEST_VERSION: string;
declare const GUEST_PAGES: readonly string[];

// The little of a worker's globals used here (the web client's types are the DOM's).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  location: Location;
};

const worker = self as unknown as WorkerScope;
const PREFIX = 'chegada-guest-';
const CACHE = `${PREFIX}${GUEST_VERSION}`;
const PAGE = '/guest.html';
// Past this, a weak connection loses to the page kept here (the data still comes when it can).
const NAVIGATION_TIMEOUT_MS = 4000;

// A hashed file never changes under its name: the one the page loaded (the HTTP cache's) will
// do, the phone downloads only what it lacks. Any other is asked as the server has it now.
const precacheRequest = (url: string) =>
  new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' });

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(GUEST_PRECACHE.map(precacheRequest))),
  );
});

// A new deploy's worker takes over once no guest page runs the old one; the old files go then.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** The network's answer, or the kept page if it fails or takes longer than the timeout. */
const networkFirst = async (request: Request): Promise<Response> => {
  let timer = 0;
  const timeout = new Promise<undefined>((resolve) => {
    timer = self.setTimeout(resolve, NAVIGATION_TIMEOUT_MS);
  });
  const network = fetch(request).catch(() => undefined);
  const answer = await Promise.race([network, timeout]);
  self.clearTimeout(timer);
  if (answer) return answer;
  const kept = await caches.match(PAGE, { cacheName: CACHE, ignoreVary: true });
  // Nothing kept (the worker's files were cleared): the network's own answer or failure.
  return kept ?? (await network) ?? Response.error();
};

/** A hashed file: the kept copy, else the network's, kept for next time if it is whole. */
const cacheFirst = async (request: Request): Promise<Response> => {
  const cache = await caches.open(CACHE);
  // The server varies its answers by Origin (CORS) and Accept-Encoding; a hashed file does not.
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
};

// A page below one of the guest's paths (the link and what was sent, spec §2), under /p/.
const isGuestPage = (pathname: string) =>
  GUEST_PAGES.some((pages) => pathname.startsWith(`${pages}/`));

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && isGuestPage(url.pathname))
    event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
