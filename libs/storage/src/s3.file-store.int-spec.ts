import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startS3Peer, verifySigV4, type S3Peer } from '@chegada/testing';
import { FileNotFound, InvalidFileKey } from './file-store';
import { S3FileStore, S3RequestFailed } from './s3.file-store';

// AWS's worked example "GET Object" (AmazonS3/latest/API/sig-v4-header-based-auth.html).
const awsExample = {
  credentials: {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  },
  request: (signature: string) => ({
    method: 'GET',
    url: '/test.txt',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        `SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=${signature}`,
    },
  }),
  signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  at: new Date('2013-05-24T00:05:00Z'),
};

describe('the S3 test peer', () => {
  it("accepts AWS's published example signature and refuses an altered one", () => {
    const { credentials, request, signature, at } = awsExample;

    expect(verifySigV4(request(signature), credentials, at)).toMatchObject({ ok: true });
    const altered = signature.replace(/^f0/, 'f1');
    expect(verifySigV4(request(altered), credentials, at)).toEqual({
      ok: false,
      reason: 'SignatureDoesNotMatch',
    });
    expect(verifySigV4(request(signature), credentials, new Date('2013-05-24T01:00:00Z'))).toEqual({
      ok: false,
      reason: 'RequestTimeTooSkewed',
    });
  });
});

describe('S3 file store against an S3-compatible peer', () => {
  let peer: S3Peer;
  let store: S3FileStore;

  beforeEach(async () => {
    peer = await startS3Peer({ pageSize: 2 });
    store = new S3FileStore({
      ...peer.credentials,
      endpoint: peer.endpoint,
      bucket: peer.bucket,
      forcePathStyle: true,
    });
  });
  afterEach(() => peer.close());

  const write = (key: string, content: Buffer | string) =>
    store.write(key, Readable.from([Buffer.from(content)]));
  const read = async (key: string) => (await buffer(await store.read(key))).toString();

  it('streams a file in and out, with every request signed', async () => {
    const content = randomBytes(3 * 1024 * 1024);
    const chunks = Array.from({ length: 48 }, (_, index) =>
      content.subarray(index * 65_536, (index + 1) * 65_536),
    );

    expect(await store.write('reservations/r1/doc_front', Readable.from(chunks))).toEqual({
      bytes: content.length,
    });
    expect((await buffer(await store.read('reservations/r1/doc_front'))).equals(content)).toBe(
      true,
    );
    expect(peer.objects.get('reservations/r1/doc_front')?.equals(content)).toBe(true);
    expect(peer.log.map((entry) => entry.status)).toEqual([200, 200]);
  });

  it('overwrites, removes, and answers FileNotFound for a missing file', async () => {
    await write('reservations/r1/selfie', 'first');
    await write('reservations/r1/selfie', 'second');
    expect(await read('reservations/r1/selfie')).toBe('second');

    await store.remove('reservations/r1/selfie');
    await store.remove('reservations/r1/selfie');

    await expect(store.read('reservations/r1/selfie')).rejects.toBeInstanceOf(FileNotFound);
    expect(peer.log.every((entry) => entry.status < 400 || entry.status === 404)).toBe(true);
  });

  it('removes every file under a prefix across several listing pages, and nothing else', async () => {
    for (const name of ['doc_front', 'doc_back', 'selfie', 'deposit_proof', 'guests/0/selfie']) {
      await write(`reservations/r1/${name}`, name);
    }
    await write('reservations/r10/doc_front', 'other reservation');

    await store.removePrefix('reservations/r1/');

    expect([...peer.objects.keys()]).toEqual(['reservations/r10/doc_front']);
    const listings = peer.log.filter((entry) => entry.url.includes('list-type=2'));
    expect(listings.length).toBe(3);
  });

  it('fails with the store’s error code when the secret is wrong, storing nothing', async () => {
    const wrong = new S3FileStore({
      ...peer.credentials,
      secretAccessKey: 'not-the-secret',
      endpoint: peer.endpoint,
      bucket: peer.bucket,
      forcePathStyle: true,
    });

    const failure = await wrong
      .write('reservations/r1/doc_front', Readable.from(['x']))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(S3RequestFailed);
    expect(failure).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(peer.objects.size).toBe(0);
    await expect(wrong.read('reservations/r1/doc_front')).rejects.toMatchObject({ status: 403 });
  });

  it('refuses unsafe keys and prefixes without sending anything', async () => {
    await expect(write('../other-bucket/x', 'x')).rejects.toBeInstanceOf(InvalidFileKey);
    await expect(store.removePrefix('')).rejects.toBeInstanceOf(InvalidFileKey);
    expect(peer.log).toEqual([]);
  });
});
