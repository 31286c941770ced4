import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ReservationIdentityChecks } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import { anOwner, apiAs, requestJson, waitFor, type Member } from '@chegada/testing';
import { aGuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import {
  aCompleteForm,
  aGuestReservation,
  aJpeg,
  aPdf,
  guestHeaders,
  putGuestForm,
  type UploadFile,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { livenessCalls } from '../__fixtures__/liveness-calls';
import { cpfCardPhoto, PRINTED_CPF } from '../__fixtures__/cpf-photos';
import { mrzPhoto, passportMrz } from '../__fixtures__/mrz-photos';
import { documentFront, faceImage, jpegUpload } from '../__fixtures__/sample-faces';

const JPEG_START = 'ffd8';

describe("the host's evidence of the identity checks (models run for real)", () => {
  const world = aGuestFilesWorld('host-review', {
    ROLE: 'api,projections,worker',
    LIVENESS_MOVES: 'turn-left,turn-right',
  });
  const liveness = livenessCalls(world);

  const reviewOf = (id: string, member: Member = world.owner) =>
    apiAs(
      world.app,
      member,
    )<ReservationIdentityChecks>(`/stays/reservations/${id}/identity-checks`);
  const saved = async (data: Record<string, unknown>, files: Record<string, UploadFile> = {}) => {
    const id = await aGuestReservation(world.app, world.host);
    const answer = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      { data, files },
      guestHeaders(world.host),
    );
    expect(answer.status).toBe(200);
    return id;
  };
  const fetched = async (url: string) => {
    const response = await fetch(`${world.app.baseUrl}${url}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  // Sent with Ana's selfie and the document of whom is named (a check passed first for Ana's).
  const submitted = async (documentOf: 'ana' | 'bia') => {
    const id = await saved(aCompleteForm({ submit: false }));
    if (documentOf === 'ana') await liveness.checked(id, 'passed');
    const answer = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        data: aCompleteForm(),
        files: {
          deposit_proof: aPdf(),
          doc_selfie: jpegUpload(await faceImage('ana'), 'selfie.jpg'),
          doc_front: jpegUpload(await documentFront(documentOf), 'front.jpg'),
          doc_back: await aJpeg('back.jpg'),
        },
      },
      guestHeaders(world.host),
    );
    expect(answer.status).toBe(200);
    return id;
  };

  it("keeps each check's frames sealed, opens them for the host's link only, and destroys them with the biometric key", async () => {
    const id = await saved(aCompleteForm({ submit: false }));
    expect((await liveness.checked(id, 'passed')).body).toMatchObject({ passed: true });

    const review = await reviewOf(id);
    expect(review.status).toBe(200);
    const [main] = review.body.guests;
    expect(main?.liveness).toMatchObject({ status: 'passed', frames: expect.any(Array) });
    const frames = main?.liveness.frames ?? [];
    expect(frames).toHaveLength(3);
    const first = await fetched(frames[0]!.url);
    expect(first).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(first.bytes.subarray(0, 2).toString('hex')).toBe(JPEG_START);
    // On disk, ciphertext only.
    const [, sessionId] = /identity-frames\/([^/]+)\/0/.exec(frames[0]!.url) ?? [];
    const stored = readFileSync(
      join(world.filesDir, 'reservations', id, 'liveness', `${sessionId}-0`),
    );
    expect(stored.subarray(0, 2).toString('hex')).not.toBe(JPEG_START);

    // Another frame under the first one's signature, a changed signature: nothing.
    expect((await fetched(frames[0]!.url.replace('/0?', '/1?'))).status).toBe(404);
    expect((await fetched(frames[0]!.url.replace(/signature=./, 'signature=A'))).status).toBe(404);
    // Another account does not see the reservation at all.
    expect((await reviewOf(id, await anOwner(world.app, 'Stranger'))).status).toBe(404);

    await world.app.app.get(PersonalDataVault, { strict: false }).shred(biometricSubjectOf(id));
    expect((await fetched(frames[1]!.url)).status).toBe(404);
  });

  it('compares the passport read with the form as typed: a name typed otherwise, an expired passport', async () => {
    const passport = await mrzPhoto(passportMrz({ expiry: '200310' }), 3);
    const data = aCompleteForm({
      submit: false,
      name: 'Maria Souza',
      isForeign: true,
      passport: 'FZ1234567',
    });
    const id = await saved(data, {
      doc_front: jpegUpload(passport, 'p.jpg'),
      doc_back: await aJpeg('b.jpg'),
    });
    const reading = await requestJson(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/document-reading`,
      { method: 'POST', headers: guestHeaders(world.host) },
    );
    expect(reading.status).toBe(200);

    const [main] = (await reviewOf(id)).body.guests;
    expect(main?.documentReading).toMatchObject({
      source: 'mrz',
      mismatches: ['name'],
      expired: true,
      checkDigitsValid: true,
    });
    expect(main?.documentReading?.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', read: 'Maria Clara Silva', typed: 'Maria Souza', matches: false },
        { field: 'documentNumber', read: 'FZ1234567', typed: 'FZ1234567', matches: true },
        { field: 'birthDate', read: '1990-04-01', typed: '1990-04-01', matches: true },
      ]),
    );
    expect(main?.needsReview).toBe(true);
    // What was read is personal data: sealed in its table.
    const { rows } = await sql<{ reading: string }>`
      select reading::text as reading from identity_document_readings
      where reservation_id = ${id}`.execute(world.app.database.db);
    expect(rows[0]?.reading).toContain('$sealed');
    expect(rows[0]?.reading).not.toContain('SILVA');

    // The front replaced (another document): the passport's reading is no longer shown.
    const replaced = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      { data: {}, files: { doc_front: await aJpeg('id-card.jpg') } },
      guestHeaders(world.host),
    );
    expect(replaced.status).toBe(200);
    const [after] = (await reviewOf(id)).body.guests;
    expect(after?.documentReading).toBeNull();
  });

  it("compares the CPF read from a CNH's text with the CPF typed: another one is flagged", async () => {
    const cnh = await cpfCardPhoto('cnh', PRINTED_CPF, -4);
    const id = await saved(aCompleteForm({ submit: false, cpf: '111.444.777-35' }), {
      doc_front: jpegUpload(cnh, 'cnh.jpg'),
      doc_back: await aJpeg('b.jpg'),
    });
    const reading = await requestJson(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/document-reading`,
      { method: 'POST', headers: guestHeaders(world.host) },
    );
    expect(reading).toMatchObject({ status: 200, body: { document: null, cpf: PRINTED_CPF } });

    const [main] = (await reviewOf(id)).body.guests;
    expect(main?.documentReading).toMatchObject({
      source: 'text',
      // Typed with its punctuation, kept as its digits.
      fields: [{ field: 'cpf', read: PRINTED_CPF, typed: '11144477735', matches: false }],
      mismatches: ['cpf'],
      checkDigitsValid: true,
    });
    expect(main?.needsReview).toBe(true);
    const { rows } = await sql<{ reading: string }>`
      select reading::text as reading from identity_document_readings
      where reservation_id = ${id}`.execute(world.app.database.db);
    expect(rows[0]?.reading).not.toContain('529');
  });

  it('lists the submitted reservations whose checks need review, within the account', async () => {
    const noMatch = await submitted('bia');
    const allClear = await submitted('ana');
    const stillFilling = await saved(aCompleteForm({ submit: false }));
    await liveness.checked(stillFilling, 'turned-the-other-way');

    const listed = (member: Member, needsReview: string) => async () =>
      (
        await apiAs(
          world.app,
          member,
        )<{ items: { id: string }[] }>(`/stays/reservations?perPage=100&needsReview=${needsReview}`)
      ).body.items.map((item) => item.id);
    // Each flag is refreshed by the worker once it compared the faces of the submission.
    await waitFor(
      () => reviewOf(allClear),
      (review) => review.body.guests[0]?.faceMatch?.verdict === 'match',
      90_000,
    );
    const needing = await waitFor(
      listed(world.owner, 'true'),
      (ids) => ids.includes(noMatch) && !ids.includes(allClear),
      90_000,
    );
    const others = await listed(world.owner, 'false')();
    expect(others).toContain(allClear);
    // Not submitted yet: nothing for the host to review, whatever the checks said so far.
    expect(needing).not.toContain(stillFilling);
    expect(others).not.toContain(noMatch);
    expect((await reviewOf(allClear)).body).toMatchObject({
      needsReview: false,
      guests: [{ liveness: { status: 'passed' }, faceMatch: { verdict: 'match' } }],
    });

    const stranger = await anOwner(world.app, 'Other host');
    expect(await listed(stranger, 'true')()).toEqual([]);
    const invalid = await apiAs(world.app, world.owner)('/stays/reservations?needsReview=maybe');
    expect(invalid.status).toBe(400);
  });

  it('flags the stay for review as soon as a refused guest replaces a compared document or selfie, before any new check', async () => {
    const reviewing = async () => {
      const id = await submitted('ana');
      await waitFor(
        () => reviewOf(id),
        (review) => review.body.guests[0]?.faceMatch?.verdict === 'match',
        90_000,
      );
      // The host sends it back (a motive of their own); the guest may change their files again.
      const refused = await apiAs(world.app, world.owner)('/stays/refuseForm', {
        method: 'PUT',
        body: { id, refuseMotive: 'Envie o documento de novo, por favor' },
      });
      expect(refused.status).toBe(200);
      return id;
    };
    const listed = async (needsReview: boolean) =>
      (
        await apiAs(
          world.app,
          world.owner,
        )<{ items: { id: string }[] }>(`/stays/reservations?perPage=100&needsReview=${needsReview}`)
      ).body.items.map((item) => item.id);
    const replaced = async (id: string, files: Record<string, UploadFile>) => {
      const answer = await putGuestForm(
        world.app,
        `/stays/guestForm/${id}`,
        { data: {}, files },
        guestHeaders(world.host),
      );
      expect(answer.status).toBe(200);
    };
    const newFront = await reviewing();
    const newSelfie = await reviewing();
    const untouched = await reviewing();
    // The worker refreshed each flag after its comparison (cleared: all matched).
    const flags = async () =>
      (
        await sql<{ reservation_id: string; needs_review: boolean }>`
          select reservation_id, needs_review from identity_reviews
          where reservation_id in (${sql.join([newFront, newSelfie, untouched])})`.execute(
          world.app.database.db,
        )
      ).rows;
    await waitFor(flags, (rows) => rows.length === 3, 30_000);
    expect(await listed(false)).toEqual(expect.arrayContaining([newFront, newSelfie, untouched]));

    await replaced(newFront, { doc_front: jpegUpload(await documentFront('bia'), 'front.jpg') });
    await replaced(newSelfie, { doc_selfie: jpegUpload(await faceImage('bia'), 'selfie.jpg') });
    // At once, no check run since: the old comparison is gone, and the flag with it.
    for (const id of [newFront, newSelfie])
      expect((await reviewOf(id)).body).toMatchObject({
        needsReview: true,
        guests: [{ needsReview: true, liveness: { status: 'passed' }, faceMatch: null }],
      });
    // Recorded for the list at once, while the guest is still changing the form.
    const byId = new Map((await flags()).map((row) => [row.reservation_id, row.needs_review]));
    expect([byId.get(newFront), byId.get(newSelfie), byId.get(untouched)]).toEqual([
      true,
      true,
      false,
    ]);
    // Sent again, the list flags them from the moment it shows them sent, before the worker
    // compares the new files.
    for (const id of [newFront, newSelfie]) {
      const again = await putGuestForm(
        world.app,
        `/stays/guestForm/${id}`,
        { data: aCompleteForm(), files: {} },
        guestHeaders(world.host),
      );
      expect(again.status).toBe(200);
    }
    const sent = await waitFor(
      () =>
        apiAs(
          world.app,
          world.owner,
        )<{ items: { id: string; status: number }[] }>('/stays/reservations?perPage=100'),
      (answer) =>
        [newFront, newSelfie].every(
          (id) =>
            answer.body.items.find((item) => item.id === id)?.status ===
            ReservationStatus.TO_APROVE,
        ),
      30_000,
    );
    expect(sent.status).toBe(200);
    const needing = await listed(true);
    expect(needing).toEqual(expect.arrayContaining([newFront, newSelfie]));
    expect(needing).not.toContain(untouched);
    expect(await listed(false)).toContain(untouched);
    expect((await reviewOf(untouched)).body).toMatchObject({
      needsReview: false,
      guests: [{ faceMatch: { verdict: 'match' } }],
    });
  });

  it('asks no review of a guest who sent no selfie when the host asks none; a selfie sent anyway is checked', async () => {
    const setting = (requireSelfie: boolean) =>
      apiAs(world.app, world.owner)(`/config/${world.owner.id}`, {
        method: 'PUT',
        body: { requireSelfie },
      });
    expect((await setting(false)).status).toBe(200);
    try {
      const submitted = async (selfie: boolean) => {
        const id = await saved(aCompleteForm({ submit: false }));
        const files: Record<string, UploadFile> = {
          deposit_proof: aPdf(),
          doc_front: jpegUpload(await documentFront('ana'), 'front.jpg'),
          doc_back: await aJpeg('back.jpg'),
        };
        if (selfie) files.doc_selfie = jpegUpload(await faceImage('bia'), 'selfie.jpg');
        const answer = await putGuestForm(
          world.app,
          `/stays/guestForm/${id}`,
          { data: aCompleteForm(), files },
          guestHeaders(world.host),
        );
        expect(answer.status).toBe(200);
        return id;
      };
      const noSelfie = await submitted(false);
      const sentAnyway = await submitted(true);
      const listed = (needsReview: boolean) => async () =>
        (
          await apiAs(
            world.app,
            world.owner,
          )<{ items: { id: string }[] }>(
            `/stays/reservations?perPage=100&needsReview=${needsReview}`,
          )
        ).body.items.map((item) => item.id);
      await waitFor(listed(true), (ids) => ids.includes(sentAnyway), 90_000);
      const clear = await waitFor(listed(false), (ids) => ids.includes(noSelfie), 90_000);
      expect(clear).not.toContain(sentAnyway);
      expect(await listed(true)()).not.toContain(noSelfie);

      expect((await reviewOf(noSelfie)).body).toMatchObject({
        needsReview: false,
        guests: [{ selfieNotAsked: true, needsReview: false, liveness: { status: 'not-done' } }],
      });
      expect((await reviewOf(sentAnyway)).body).toMatchObject({
        needsReview: true,
        guests: [{ selfieNotAsked: false, needsReview: true, faceMatch: { verdict: 'no-match' } }],
      });
    } finally {
      await setting(true);
    }
  });
});
