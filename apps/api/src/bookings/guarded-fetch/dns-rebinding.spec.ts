import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { startICalPeer, type ICalPeer } from '@chegada/testing';
import { FetchFailure, publicFetch, type Address, type HostResolver } from './public-fetch';

const PUBLIC: Address = { address: '93.184.216.34', family: 4 };
const LOOPBACK: Address = { address: '127.0.0.1', family: 4 };
const REBINDING_HOST = 'feed.rebind.test';

/**
 * A DNS server under an attacker's control: `feed.rebind.test` answers each lookup with the
 * next of `answers` (the last one from then on); `localhost` is the test peer's.
 */
const rebindingDns = (...answers: Address[][]) => {
  const asked: string[] = [];
  const resolve: HostResolver = async (hostname) => {
    asked.push(hostname);
    if (hostname === 'localhost') return [LOOPBACK];
    const round = asked.filter((name) => name === REBINDING_HOST).length - 1;
    return answers[Math.min(round, answers.length - 1)] ?? [];
  };
  return { resolve, asked };
};

/**
 * The address each socket the fetch opens is about to connect to, read from Node's own
 * 'lookup' event; the socket is destroyed right there, so nothing leaves for a public address.
 */
const watchConnections = () => {
  const connectedTo: string[] = [];
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket };
    socket.once('lookup', (_error: Error | null, address: string) => {
      connectedTo.push(address);
      if (address !== LOOPBACK.address) socket.destroy();
    });
  };
  subscribe('net.client.socket', onSocket);
  return { connectedTo, stop: () => unsubscribe('net.client.socket', onSocket) };
};

const failureOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof FetchFailure ? error.code : String(error)),
  );

describe('publicFetch and DNS rebinding (issue 30)', () => {
  let peer: ICalPeer;
  let watch: ReturnType<typeof watchConnections>;
  beforeEach(async () => {
    peer = await startICalPeer();
    peer.setFeed('/calendar.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    watch = watchConnections();
  });
  afterEach(async () => {
    watch.stop();
    await peer.close();
  });
  const limits = (resolve: HostResolver, allowedPrivateHosts: string[] = []) => ({
    allowedPrivateHosts,
    timeoutMs: 2_000,
    maxBytes: 64 * 1024,
    maxRedirects: 3,
    resolve,
  });

  it('connects to the public address it checked, never asking again for the private one', async () => {
    const dns = rebindingDns([PUBLIC], [LOOPBACK]);
    const url = peer.urlFor('/calendar.ics', REBINDING_HOST);
    const outcome = await failureOf(publicFetch(url, limits(dns.resolve)));
    // The connection to the public address was cut by the test before it left the machine.
    expect(['UNREACHABLE', 'TIMEOUT']).toContain(outcome);
    expect(dns.asked).toEqual([REBINDING_HOST]);
    expect(watch.connectedTo).toEqual([PUBLIC.address]);
    expect(peer.requests).toEqual([]);
  });

  it('refuses a name that answers a private address, or a public one beside it', async () => {
    for (const answer of [[LOOPBACK], [PUBLIC, LOOPBACK], [{ address: '10.0.0.8', family: 4 }]]) {
      const dns = rebindingDns(answer as Address[]);
      const url = peer.urlFor('/calendar.ics', REBINDING_HOST);
      expect(await failureOf(publicFetch(url, limits(dns.resolve)))).toBe('ADDRESS_NOT_ALLOWED');
    }
    expect(watch.connectedTo).toEqual([]);
    expect(peer.requests).toEqual([]);
  });

  it('checks a redirect to the name again: its private answer is refused before connecting', async () => {
    const dns = rebindingDns([LOOPBACK]);
    peer.redirect('/moved.ics', peer.urlFor('/calendar.ics', REBINDING_HOST));
    const url = peer.urlFor('/moved.ics');
    const outcome = await failureOf(publicFetch(url, limits(dns.resolve, ['localhost'])));
    expect(outcome).toBe('ADDRESS_NOT_ALLOWED');
    expect(dns.asked).toEqual(['localhost', REBINDING_HOST]);
    expect(watch.connectedTo).toEqual([LOOPBACK.address]);
    expect(peer.requests.map(({ path }) => path)).toEqual(['/moved.ics']);
  });
});
