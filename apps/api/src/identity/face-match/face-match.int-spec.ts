import { sql } from 'kysely';
import { apiAs, waitFor } from '@chegada/testing';
import { aGuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import {
  aCompleteForm,
  aGuestReservation,
  aPdf,
  guestHeaders,
  putGuestForm,
  type UploadFile,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import {
  digitalDocument,
  documentFront,
  faceImage,
  jpegUpload,
} from '../__fixtures__/sample-faces';
import { FaceEngine } from '../face-engine';
import { FaceMatch } from './face-match.service';

const pdf = (bytes: Buffer): UploadFile => ({ bytes, name: 'cin.pdf', type: 'application/pdf' });

type MatchRow = { guest: string; verdict: string; similarity: number | null; reason: string };

describe('the selfie against the document, on submission (models run for real)', () => {
  const world = aGuestFilesWorld('face-match', { ROLE: 'api,projections,worker' });

  const matchesOf = async (reservationId: string) =>
    (
      await sql<MatchRow>`
        select guest, verdict, similarity, reason, descriptors::text as sealed
        from identity_face_matches where reservation_id = ${reservationId}`.execute(
        world.app.database.db,
      )
    ).rows;
  const submitted = async (files: Record<string, UploadFile>, data = aCompleteForm()) => {
    const id = await aGuestReservation(world.app, world.host);
    const answer = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      // The host's property asks a deposit: its proof comes with the documents.
      { data, files: { deposit_proof: aPdf(), ...files } },
      guestHeaders(world.host),
    );
    expect(answer).toMatchObject({ status: 200 });
    return id;
  };
  const verdictOf = async (id: string) =>
    (
      await waitFor(
        () => matchesOf(id),
        (rows) => rows.length > 0,
        60_000,
      )
    )[0];

  it('records a match for the same person, sealed, and "no match" for another', async () => {
    const selfie = jpegUpload(await faceImage('ana', { rotated: 4 }), 'selfie.jpg');
    const back = jpegUpload(await documentFront('bia'), 'back.jpg');
    const same = await submitted({
      doc_selfie: selfie,
      doc_front: jpegUpload(await documentFront('ana'), 'front.jpg'),
      doc_back: back,
    });
    const other = await submitted({
      doc_selfie: selfie,
      doc_front: jpegUpload(await documentFront('bia'), 'front.jpg'),
      doc_back: back,
    });
    expect(await verdictOf(same)).toMatchObject({ guest: 'main', verdict: 'match', reason: null });
    expect(await verdictOf(other)).toMatchObject({ guest: 'main', verdict: 'no-match' });
    // The descriptors are kept sealed, never as numbers in the table.
    const [row] = await matchesOf(same);
    expect(JSON.stringify(row)).toContain('$sealed');
    expect((row?.similarity ?? 0) > ((await matchesOf(other))[0]?.similarity ?? 1)).toBe(true);
    // The host reads it, a result to review: the stay is not refused.
    const review = await apiAs(
      world.app,
      world.owner,
    )(`/stays/reservations/${other}/identity-checks`);
    expect(review.body).toMatchObject({
      guests: [{ guest: 'main', faceMatch: { verdict: 'no-match', reason: null } }],
    });
  });

  it('finds the photo of a digital document (PDF); one with no photo goes to review', async () => {
    const selfie = jpegUpload(await faceImage('ana'), 'selfie.jpg');
    const withPhoto = await submitted({
      doc_selfie: selfie,
      doc_digital: pdf(await digitalDocument('ana')),
    });
    const textOnly = await submitted({
      doc_selfie: selfie,
      doc_digital: pdf(await digitalDocument(null)),
    });
    expect(await verdictOf(withPhoto)).toMatchObject({ verdict: 'match' });
    expect(await verdictOf(textOnly)).toMatchObject({
      verdict: 'review',
      similarity: null,
      reason: 'no-document-photo',
    });
  });

  it('never runs a model on the images before the guest accepted the image terms', async () => {
    const engine = world.app.app.get(FaceEngine, { strict: false });
    const faceMatch = world.app.app.get(FaceMatch, { strict: false });
    const id = await aGuestReservation(world.app, world.host);
    const files = {
      doc_selfie: jpegUpload(await faceImage('ana'), 'selfie.jpg'),
      doc_digital: pdf(await digitalDocument('ana')),
    };
    const save = (imageTermsAccepted: boolean) =>
      putGuestForm(
        world.app,
        `/stays/guestForm/${id}`,
        { data: { ...aCompleteForm({ submit: false, imageTermsAccepted }) }, files },
        guestHeaders(world.host),
      );
    expect((await save(false)).status).toBe(200);
    const before = engine.imagesRead;
    await faceMatch.matchReservation(id);
    expect(engine.imagesRead).toBe(before);
    expect(await matchesOf(id)).toEqual([]);

    // Once accepted, the same call compares them.
    expect((await save(true)).status).toBe(200);
    await faceMatch.matchReservation(id);
    expect(engine.imagesRead).toBeGreaterThan(before);
    expect(await matchesOf(id)).toMatchObject([{ verdict: 'match' }]);
  });
});
