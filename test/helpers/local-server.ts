import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a test's HTTP peer on a free port of the loopback; answers its base URL. */
export const listenLocally = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Stops a peer started with listenLocally. */
export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => server.close(() => resolve()));

/**
 * A provider's local peer: an HTTP server on a free loopback port that `handle` answers, with
 * its base URL once started.
 */
export abstract class LocalPeer {
  url = '';
  private readonly server = createServer(
    (request, response) => void this.handle(request, response),
  );

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  async start(): Promise<this> {
    this.url = await listenLocally(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}
