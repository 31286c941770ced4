import sharp from 'sharp';
import { anOwner, appForTheseTests, startAccountsApp, type Member } from '@chegada/testing';
import { AVATAR_MAX_BYTES, AVATAR_SIDE } from './avatars';

type Session = { image: string | null; code?: string; message?: string; errors?: unknown[] };

/** PUT /api/me/avatar: the user's photo, re-encoded small and square, served by its path. */
describe('avatars', () => {
  const the = appForTheseTests(startAccountsApp, async (app) => ({
    owner: await anOwner(app, 'Ana'),
    other: await anOwner(app, 'Bruno'),
  }));

  const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
    sharp({ create: { width, height, channels: 3, background: '#2a7' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Ana Secret' } } })
      [format]()
      .toBuffer();

  const upload = async (
    member: Member | undefined,
    bytes: Buffer,
    { field = 'image', lang = 'en-US' } = {},
  ) => {
    const body = new FormData();
    body.append(field, new Blob([new Uint8Array(bytes)]), 'me.png');
    const response = await fetch(`${the.app.baseUrl}/api/me/avatar`, {
      method: 'PUT',
      body,
      headers: {
        'accept-language': lang,
        ...(member ? { authorization: `Bearer ${member.token}` } : {}),
      },
    });
    return { status: response.status, body: (await response.json()) as Session };
  };
  const fetchImage = (path: string) => fetch(`${the.app.baseUrl}${path}`);

  it('stores a photo as a small JPEG square without its metadata, served by its path', async () => {
    const answer = await upload(the.owner, await photo(900, 600));
    expect(answer.status).toBe(200);
    const path = answer.body.image ?? '';
    expect(path).toMatch(new RegExp(`^/api/avatars/${the.owner.id}/[0-9a-f-]{36}\\.jpg$`));
    const served = await fetchImage(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // Its path changes with every upload, so browsers may keep it: the API's no-store is not its.
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIDE, height: AVATAR_SIDE });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Ana Secret');
  });

  it('replaces the previous photo, whose path then answers 404; removal brings back none', async () => {
    const first = (await upload(the.owner, await photo(300, 300, 'webp'))).body.image ?? '';
    const second = (await upload(the.owner, await photo(200, 400, 'jpeg'))).body.image ?? '';
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).status).toBe(404);
    expect((await fetchImage(second)).status).toBe(200);
    const removed = await fetch(`${the.app.baseUrl}/api/me/avatar`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${the.owner.token}` },
    });
    expect(((await removed.json()) as Session).image).toBeNull();
    expect((await fetchImage(second)).status).toBe(404);
  });

  it.each([
    ['en-US', 'Send a photo in JPEG, PNG or WebP'],
    ['pt-BR', 'Envie uma foto em JPEG, PNG ou WebP'],
    ['es-ES', 'Envía una foto en JPEG, PNG o WebP'],
  ])('refuses a PDF in %s, on the image field', async (lang, message) => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const answer = await upload(the.other, pdf, { lang });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      errors: [{ field: 'image', message }],
    });
  });

  it('refuses text posing as an image, a photo over the limit, and anonymous callers', async () => {
    const text = await upload(the.other, Buffer.from('hello, not an image at all'));
    expect(text).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_FILE_TYPE' } });
    const big = Buffer.concat([await photo(10, 10, 'jpeg'), Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect((await upload(the.other, big)).status).toBe(413);
    expect((await upload(undefined, await photo(10, 10))).status).toBe(401);
    const me = await fetch(`${the.app.baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${the.other.token}` },
    });
    expect(((await me.json()) as Session).image).toBeNull();
  });

  /** A multipart body written by hand: browsers never send a part without a name. */
  const sendParts = async (parts: { disposition: string; bytes: Buffer }[], lang = 'en-US') => {
    const boundary = 'avatar-test-boundary';
    const body = Buffer.concat([
      ...parts.flatMap(({ disposition, bytes }) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
        bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${the.app.baseUrl}/api/me/avatar`, {
      method: 'PUT',
      body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-language': lang,
        authorization: `Bearer ${the.other.token}`,
      },
    });
    return { status: response.status, body: (await response.json()) as Session };
  };

  it.each([
    ['en-US', 'Send a photo in JPEG, PNG or WebP'],
    ['pt-BR', 'Envie uma foto em JPEG, PNG ou WebP'],
    ['es-ES', 'Envía una foto en JPEG, PNG o WebP'],
  ])(
    'refuses a text field image instead of a file in %s, naming the field',
    async (lang, message) => {
      const answer = await sendParts(
        [{ disposition: 'form-data; name="image"', bytes: Buffer.from('a photo, I promise') }],
        lang,
      );
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'image', message }],
        }) as unknown,
      });
    },
  );

  it.each([
    ['a file', 'form-data; filename="me.png"'],
    ['a text', 'form-data'],
  ])(
    'refuses %s part without a name, naming the image field it lacks',
    async (_kind, disposition) => {
      const answer = await sendParts([{ disposition, bytes: await photo(20, 20) }]);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', errors: [{ field: 'image' }] },
      });
      const me = await fetch(`${the.app.baseUrl}/api/me`, {
        headers: { authorization: `Bearer ${the.other.token}` },
      });
      expect(((await me.json()) as Session).image).toBeNull();
    },
  );

  it('answers 404 for a made-up or another user’s path', async () => {
    const path = (await upload(the.owner, await photo(64, 64))).body.image ?? '';
    expect((await fetchImage(path.replace(the.owner.id, the.other.id))).status).toBe(404);
    expect((await fetchImage('/api/avatars/x/y.jpg')).status).toBe(404);
  });
});
