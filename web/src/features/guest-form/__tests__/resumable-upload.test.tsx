import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { aFillingPage } from '../../../testing/guest-form-fixtures';
import { keepFile, keepUploadId } from '../../../lib/offline/offline-store';
import { CHUNK_BYTES } from '../../../lib/uploads/resumable-upload';
import { openGuestForm } from './guest-form-steps';

const atDocuments = () =>
  aFillingPage({ form: { name: 'Maria Silva' }, missing: ['doc_front', 'doc_back', 'doc_selfie'] });

// 600 KB that a photo could hold: each byte tells where it sits, so a misplaced chunk shows.
const SIZE = 600 * 1024;
const bytes = Uint8Array.from({ length: SIZE }, (_, index) => (index * 7 + (index >> 10)) % 251);
const scan = () => new NodeFile([bytes], 'scan.png', { type: 'image/png' }) as unknown as File;

const slot = (name: string) => screen.getByRole('group', { name });
const front = () => slot('Front of the document');

type Chunk = { offset: number; length: number };
type Peer = {
  handlers: HttpHandler[];
  patches: Chunk[];
  heads: number;
  starts: number;
  /** What the server holds, in order. */
  received: () => Uint8Array;
};

/**
 * The resumable upload routes of the API for one upload, holding `already` of it: `onPatch`
 * may answer a chunk (by its number) before the peer does, after storing `keep` of its bytes.
 */
const aResumablePeer = (
  pageId: string,
  onPatch: (index: number) => Promise<{ keep: number; answer: Response } | undefined> = () =>
    Promise.resolve(undefined),
  { uploadId = 'u'.repeat(32), already = new Uint8Array() } = {},
): Peer => {
  const held: Uint8Array[] = [already];
  let offset = already.length;
  const peer: Peer = {
    patches: [],
    heads: 0,
    starts: 0,
    received: () => {
      const all = new Uint8Array(offset);
      held.reduce((at, part) => (all.set(part, at), at + part.length), 0);
      return all;
    },
    handlers: [
      http.post(`*/api/stays/guestForm/${pageId}/uploads`, async ({ request }) => {
        const { size } = (await request.json()) as { size: number };
        peer.starts += 1;
        return HttpResponse.json({ uploadId, offset: 0, size }, { status: 201 });
      }),
      http.head(`*/api/stays/guestForm/${pageId}/uploads/${uploadId}`, () => {
        peer.heads += 1;
        return new HttpResponse(null, { headers: { 'Upload-Offset': String(offset) } });
      }),
      http.patch(`*/api/stays/guestForm/${pageId}/uploads/${uploadId}`, async ({ request }) => {
        const start = Number(request.headers.get('upload-offset'));
        const body = new Uint8Array(await request.arrayBuffer());
        const index = peer.patches.push({ offset: start, length: body.length }) - 1;
        if (start !== offset)
          return HttpResponse.json(
            { statusCode: 409, code: 'UPLOAD_OFFSET_MISMATCH', message: 'offset', offset },
            { status: 409 },
          );
        const early = await onPatch(index);
        const kept = early ? body.subarray(0, early.keep) : body;
        held.push(kept);
        offset += kept.length;
        if (early) return early.answer;
        if (offset < SIZE) return HttpResponse.json({ uploadId, offset, size: SIZE });
        return HttpResponse.json({ status: 4, missing: [], guestPassCode: null });
      }),
    ],
  };
  return peer;
};

describe('large files upload in chunks that resume (issue 17)', () => {
  it('sends a large file in chunks and shows its progress across them', async () => {
    const page = atDocuments();
    let release = () => {};
    const third = new Promise<void>((resolve) => (release = resolve));
    const peer = aResumablePeer(page.id, async (index) => {
      if (index === 2) await third;
      return undefined;
    });
    const { user, saves } = await openGuestForm(page, [], ...peer.handlers);
    await user.upload(within(front()).getByLabelText('Choose a file'), scan());

    await waitFor(() => expect(peer.patches).toHaveLength(3));
    const progress = within(front()).getByRole('progressbar');
    await waitFor(() =>
      expect(Number(progress.getAttribute('value'))).toBeGreaterThanOrEqual(
        (2 * CHUNK_BYTES) / SIZE,
      ),
    );
    expect(Number(progress.getAttribute('value'))).toBeLessThan(1);
    release();

    expect(await within(front()).findByText('Sent: scan.png')).toBeInTheDocument();
    expect(peer.patches.map((chunk) => chunk.offset)).toEqual(
      [0, 1, 2, 3].map((n) => n * CHUNK_BYTES),
    );
    expect(peer.received()).toEqual(bytes);
    expect(saves).toEqual([]);
  });

  it('after a chunk fails, asks the server what it holds and goes on from there', async () => {
    const page = atDocuments();
    // The connection drops 50 000 bytes into the second chunk, which the server keeps.
    const peer = aResumablePeer(page.id, (index) =>
      Promise.resolve(index === 1 ? { keep: 50_000, answer: Response.error() } : undefined),
    );
    const { user } = await openGuestForm(page, [], ...peer.handlers);
    await user.upload(within(front()).getByLabelText('Choose a file'), scan());

    expect(
      await within(front()).findByText('Sent: scan.png', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(peer.heads).toBe(1);
    expect(peer.patches.map((chunk) => chunk.offset).slice(0, 3)).toEqual([
      0,
      CHUNK_BYTES,
      CHUNK_BYTES + 50_000,
    ]);
    // Every byte arrived once, in its place.
    expect(peer.received()).toEqual(bytes);
  });

  it('carries on after a reload with the upload kept on the phone', async () => {
    const page = atDocuments();
    const uploadId = 'r'.repeat(32);
    // An earlier visit kept the file and its upload, of which the server holds one chunk.
    const peer = aResumablePeer(page.id, undefined, {
      uploadId,
      already: bytes.subarray(0, CHUNK_BYTES),
    });
    const key = `guest/${page.id}/airbnb/main/doc_front`;
    await keepFile(key, scan(), 'scan.png');
    await keepUploadId(key, uploadId);
    await openGuestForm(page, [], ...peer.handlers);
    expect(await within(front()).findByText('Sent: scan.png')).toBeInTheDocument();
    expect(peer.patches[0]?.offset).toBe(CHUNK_BYTES);
    expect(peer.starts).toBe(0);
    expect(peer.heads).toBe(1);
    expect(peer.received()).toEqual(bytes);
  });

  it("shows the server's refusal of the whole file beside it", async () => {
    const page = atDocuments();
    const peer = aResumablePeer(page.id, (index) =>
      Promise.resolve(
        index === 3
          ? {
              keep: 0,
              answer: HttpResponse.json(
                {
                  statusCode: 415,
                  code: 'UNSUPPORTED_FILE_TYPE',
                  message: 'File type not accepted',
                  errors: [
                    {
                      field: 'doc_front',
                      message: 'File type not accepted: send JPEG, PNG, WebP or PDF',
                    },
                  ],
                },
                { status: 415 },
              ),
            }
          : undefined,
      ),
    );
    const { user } = await openGuestForm(page, [], ...peer.handlers);
    await user.upload(within(front()).getByLabelText('Choose a file'), scan());
    expect(await within(front()).findByRole('alert')).toHaveTextContent(
      'File type not accepted: send JPEG, PNG, WebP or PDF',
    );
    expect(within(front()).getByText('Not sent: scan.png')).toBeInTheDocument();
    expect(peer.patches).toHaveLength(4);
  });
});
