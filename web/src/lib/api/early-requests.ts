/**
 * Requests a page starts before its scripts have loaded (app/guest/early-start.ts, inlined in
 * guest.html): on 3G the answer is then on its way while the scripts download. The API client
 * (base-query.ts) takes such an answer, once, for the same GET with the same headers; any other
 * request goes to the network. The list lives on `window`: the inlined script and the bundle
 * each carry their own copy of this module.
 */
type EarlyRequest = { url: string; headers: Record<string, string>; response: Promise<Response> };

declare global {
  // Only an interface merges into the DOM's own Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    chegadaEarlyRequests?: EarlyRequest[];
  }
}

const lowerCased = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Starts a GET of an API path (under /api) now, for the client to take when it asks it. */
export const startEarlyRequest = (path: string, headers: Record<string, string>) => {
  const url = new URL(`/api/${path}`, window.location.origin).href;
  const response = fetch(url, { headers, credentials: 'same-origin' });
  // An answer never taken is not an error on the page.
  response.catch(() => undefined);
  (window.chegadaEarlyRequests ??= []).push({ url, headers: lowerCased(headers), response });
  return response;
};

const sameHeaders = (early: Record<string, string>, asked: Headers): boolean => {
  const names = new Set([...Object.keys(early), ...asked.keys()]);
  return [...names].every((name) => early[name] === (asked.get(name) ?? undefined));
};

/** The answer of a request started early exactly as `request` asks, once; else undefined. */
export const takeEarlyResponse = (request: Request): Promise<Response> | undefined => {
  const started = typeof window === 'undefined' ? undefined : window.chegadaEarlyRequests;
  if (!started || request.method !== 'GET') return undefined;
  const index = started.findIndex(
    (early) => early.url === request.url && sameHeaders(early.headers, request.headers),
  );
  if (index < 0) return undefined;
  const [taken] = started.splice(index, 1);
  return taken?.response;
};
