import { aGeneratedPdf, aScannedPdf, hostilePdfs } from '../../uploads/__fixtures__/hostile-pdfs';
import { aGuestFilesWorld } from '../__fixtures__/guest-files-world';
import { aGuestReservation, guestHeaders, putGuestForm } from '../__fixtures__/guest-form-fixtures';

type Answer = { status: number; body: Record<string, unknown> };

/**
 * Issue 28: a PDF carrying scripts, launch actions or attachments is refused however the
 * guest sends it, in one multipart PUT or in resumable chunks, and nothing of it is stored.
 */
describe('guest form: PDFs with active content', () => {
  const world = aGuestFilesWorld('hostile-pdfs');

  const put = async (id: string, bytes: Buffer, language = 'en-US'): Promise<Answer> =>
    putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      { files: { deposit_proof: { bytes, name: 'comprovante.pdf', type: 'application/pdf' } } },
      guestHeaders(world.host, { 'accept-language': language }),
    );

  const call = async (method: string, path: string, init: RequestInit): Promise<Answer> => {
    const response = await fetch(`${world.app.baseUrl}/api/stays/guestForm/${path}`, {
      method,
      ...init,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  };

  /** Sends the file in one resumable upload: start, then one chunk; the last answer. */
  const resumable = async (id: string, bytes: Buffer, language = 'en-US'): Promise<Answer> => {
    const headers = guestHeaders(world.host, { 'accept-language': language });
    const started = await call('POST', `${id}/uploads`, {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        field: 'deposit_proof',
        size: bytes.length,
        name: 'comprovante.pdf',
        type: 'application/pdf',
      }),
    });
    expect(started.status).toBe(201);
    return call('PATCH', `${id}/uploads/${String(started.body.uploadId)}`, {
      headers: {
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      body: new Uint8Array(bytes),
    });
  };

  it.each([
    ['PUT', put],
    ['a resumable upload', resumable],
  ])(
    'refuses every hostile PDF sent by %s, naming the field, and stores nothing',
    async (_, send) => {
      for (const [name, bytes] of await hostilePdfs()) {
        const id = await aGuestReservation(world.app, world.host);
        const { status, body } = await send(id, bytes);
        // 422 for active content, 415 for bytes that cannot be read as a PDF at all.
        expect({ name, refused: [415, 422].includes(status), errors: body.errors }).toEqual({
          name,
          refused: true,
          errors: [expect.objectContaining({ field: 'deposit_proof' })],
        });
        expect({ name, stored: world.storedFiles(id) }).toEqual({ name, stored: [] });
      }
    },
  );

  it('gives the same translated refusal on both paths', async () => {
    const [, scripted] = (await hostilePdfs())[0] ?? [];
    const bytes = scripted ?? Buffer.alloc(0);
    const byPut = await put(await aGuestReservation(world.app, world.host), bytes, 'pt-BR');
    const byChunks = await resumable(
      await aGuestReservation(world.app, world.host),
      bytes,
      'pt-BR',
    );
    expect(byPut).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'UNSAFE_CONTENT',
        errors: [
          {
            field: 'deposit_proof',
            message:
              'PDFs com scripts, ações automáticas, anexos ou mídia não são aceitos. Envie uma foto ou um PDF simples.',
          },
        ],
      }) as unknown,
    });
    expect(byChunks).toEqual(byPut);
  });

  it('takes a selfie only as a photo: a clean PDF there is refused, nothing stored', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const answer = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        files: {
          doc_selfie: { bytes: await aGeneratedPdf(), name: 'selfie.pdf', type: 'application/pdf' },
        },
      },
      guestHeaders(world.host, { 'accept-language': 'pt-BR' }),
    );
    expect(answer).toMatchObject({
      status: 415,
      body: {
        code: 'UNSUPPORTED_FILE_TYPE',
        errors: [
          {
            field: 'doc_selfie',
            message: 'A selfie precisa ser uma foto: envie JPEG, PNG ou WebP',
          },
        ],
      },
    });
    expect(world.storedFiles(id)).toHaveLength(0);
  });

  it.each([
    ['PUT', put],
    ['a resumable upload', resumable],
  ])('still takes a generated PDF and a scanned one sent by %s', async (_, send) => {
    for (const bytes of [await aGeneratedPdf(), await aScannedPdf()]) {
      const id = await aGuestReservation(world.app, world.host);
      expect((await send(id, bytes)).status).toBe(200);
      expect(world.storedFiles(id)).toHaveLength(1);
    }
  });
});
