import { startICalPeer, type ICalPeer } from '@chegada/testing';
import { isPublicAddress } from './public-address';
import { FetchFailure, publicFetch, type PublicFetchLimits } from './public-fetch';

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

const limits = (overrides: Partial<PublicFetchLimits> = {}): PublicFetchLimits => ({
  allowedPrivateHosts: ['localhost'],
  timeoutMs: 5_000,
  maxBytes: 64 * 1024,
  maxRedirects: 3,
  ...overrides,
});

const failureOf = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof FetchFailure))
    throw new Error(`Expected a FetchFailure, got ${String(error)}`);
  return error.message;
};

describe('publicFetch', () => {
  let peer: ICalPeer;
  beforeEach(async () => {
    peer = await startICalPeer();
  });
  afterEach(() => peer.close());

  it('reads a feed from an allowed host, and the same feed again as 304 Not Modified', async () => {
    peer.setFeed('/calendar.ics', FEED);
    const first = await publicFetch(peer.urlFor('/calendar.ics'), limits());
    expect(first).toMatchObject({ kind: 'fetched', body: FEED });
    const etag = first.kind === 'fetched' ? first.etag : null;
    expect(etag).toMatch(/^".+"$/);
    const again = await publicFetch(peer.urlFor('/calendar.ics'), limits(), {
      etag,
      lastModified: null,
    });
    expect(again).toEqual({ kind: 'not-modified' });
    expect(peer.requests.map(({ status }) => status)).toEqual([200, 304]);
  });

  it('refuses localhost, a name that resolves to a loopback address, before connecting', async () => {
    peer.setFeed('/calendar.ics', FEED);
    const url = peer.urlFor('/calendar.ics');
    expect(await failureOf(publicFetch(url, limits({ allowedPrivateHosts: [] })))).toBe(
      'ADDRESS_NOT_ALLOWED',
    );
    expect(peer.requests).toEqual([]);
  });

  it('refuses a redirect to 127.0.0.1 and never requests it', async () => {
    peer.setFeed('/inside.ics', FEED);
    peer.redirect('/calendar.ics', peer.urlFor('/inside.ics', '127.0.0.1'));
    expect(await failureOf(publicFetch(peer.urlFor('/calendar.ics'), limits()))).toBe(
      'ADDRESS_NOT_ALLOWED',
    );
    expect(peer.requests.map(({ path }) => path)).toEqual(['/calendar.ics']);
  });

  it('follows redirects between allowed addresses up to the limit', async () => {
    peer.setFeed('/final.ics', FEED);
    peer.redirect('/moved.ics', '/final.ics');
    peer.redirect('/loop.ics', '/loop.ics');
    const moved = await publicFetch(peer.urlFor('/moved.ics'), limits());
    expect(moved).toMatchObject({ kind: 'fetched', body: FEED });
    expect(await failureOf(publicFetch(peer.urlFor('/loop.ics'), limits()))).toBe(
      'TOO_MANY_REDIRECTS',
    );
    expect(peer.requests.filter(({ path }) => path === '/loop.ics')).toHaveLength(4);
  });

  it('stops reading a feed larger than the cap, with or without its length announced', async () => {
    const large = `${FEED}${'X'.repeat(2_048)}`;
    peer.setFeed('/announced.ics', large);
    peer.setFeed('/chunked.ics', large, { withLength: false });
    const small = limits({ maxBytes: 1_024 });
    expect(await failureOf(publicFetch(peer.urlFor('/announced.ics'), small))).toBe('TOO_LARGE');
    expect(await failureOf(publicFetch(peer.urlFor('/chunked.ics'), small))).toBe('TOO_LARGE');
  });

  it('gives up on a server that does not answer in time', async () => {
    peer.silent('/calendar.ics');
    const url = peer.urlFor('/calendar.ics');
    expect(await failureOf(publicFetch(url, limits({ timeoutMs: 200 })))).toBe('TIMEOUT');
  });

  it('names an error answer, and refuses URLs that are not plain http or https', async () => {
    peer.answer('/gone.ics', 410);
    expect(await failureOf(publicFetch(peer.urlFor('/gone.ics'), limits()))).toBe('HTTP_ERROR 410');
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.ics', 'not a url'])
      expect(await failureOf(publicFetch(url, limits()))).toBe('INVALID_URL');
    const withCredentials = peer.urlFor('/gone.ics').replace('//', '//user:secret@');
    expect(await failureOf(publicFetch(withCredentials, limits()))).toBe('INVALID_URL');
  });

  it('refuses IP literals of private ranges, in IPv4 and IPv6 spellings', async () => {
    const literals = ['http://127.1/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0/'];
    for (const url of literals)
      expect(await failureOf(publicFetch(url, limits({ allowedPrivateHosts: [] })))).toBe(
        'ADDRESS_NOT_ALLOWED',
      );
    expect(peer.requests).toEqual([]);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '100.64.0.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    '::ffff:10.0.0.1',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '64:ff9b::a00:1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});
