import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Route =
  | { kind: 'feed'; body: string; withLength: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'status'; status: number }
  | { kind: 'silent' };

export type ICalPeerRequest = { path: string; ifNoneMatch: string | undefined; status: number };

export type ICalPeer = {
  port: number;
  /** The feed's address under a host name (`localhost` unless told). */
  urlFor(path: string, host?: string): string;
  /** Serves a calendar with an ETag of its content; `withLength: false` sends it chunked. */
  setFeed(path: string, body: string, options?: { withLength?: boolean }): void;
  redirect(path: string, location: string): void;
  answer(path: string, status: number): void;
  /** Accepts the request and never answers. */
  silent(path: string): void;
  /** Every request, in order, with the status it got. */
  requests: ICalPeerRequest[];
  close(): Promise<void>;
};

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;

const serveFeed = (
  response: ServerResponse,
  route: Extract<Route, { kind: 'feed' }>,
  ifNoneMatch: string | undefined,
): number => {
  const etag = etagOf(route.body);
  if (ifNoneMatch === etag) {
    response.writeHead(304, { etag }).end();
    return 304;
  }
  const headers: Record<string, string | number> = { 'content-type': 'text/calendar', etag };
  if (route.withLength) headers['content-length'] = Buffer.byteLength(route.body);
  response.writeHead(200, headers);
  response.end(route.body);
  return 200;
};

/** Answers one request as its route says; the status sent (0: none). */
const respond = (
  response: ServerResponse,
  route: Route | undefined,
  ifNoneMatch: string | undefined,
): number => {
  if (!route) {
    response.writeHead(404).end();
    return 404;
  }
  switch (route.kind) {
    case 'silent':
      return 0;
    case 'status':
      response.writeHead(route.status).end();
      return route.status;
    case 'redirect':
      response.writeHead(302, { location: route.location }).end();
      return 302;
    case 'feed':
      return serveFeed(response, route, ifNoneMatch);
  }
};

/** A calendar server as Airbnb, Booking.com or any other exports one, for tests. */
export const startICalPeer = async (): Promise<ICalPeer> => {
  const routes = new Map<string, Route>();
  const requests: ICalPeerRequest[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://peer').pathname;
    const ifNoneMatch = request.headers['if-none-match'];
    requests.push({ path, ifNoneMatch, status: respond(response, routes.get(path), ifNoneMatch) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    urlFor: (path, host = 'localhost') => `http://${host}:${port}${path}`,
    setFeed: (path, body, { withLength = true } = {}) =>
      routes.set(path, { kind: 'feed', body, withLength }),
    redirect: (path, location) => routes.set(path, { kind: 'redirect', location }),
    answer: (path, status) => routes.set(path, { kind: 'status', status }),
    silent: (path) => routes.set(path, { kind: 'silent' }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
