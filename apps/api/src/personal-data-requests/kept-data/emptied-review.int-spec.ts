import { sql } from 'kysely';
import type { ReservationDocuments, ReservationIdentityChecks } from '@chegada/contracts';
import { apiAs, untilListCaughtUp } from '@chegada/testing';
import { RetentionClock, RetentionRun } from '../../retention';
import { aDataRequestsWorld, aSubmittedStay, MARIA } from '../__fixtures__/data-requests-world';

describe('the review of a stay retention emptied (issue 32)', () => {
  const world = aDataRequestsWorld();
  afterEach(() => jest.restoreAllMocks());

  const review = (id: string) => {
    const api = apiAs(world.app, world.owner);
    return Promise.all([
      api<ReservationIdentityChecks>(`/stays/reservations/${id}/identity-checks`),
      api<ReservationDocuments>(`/stays/reservations/${id}/documents`),
      api<{ data: { sensitiveDataRemoved: boolean } }>(`/stays/local/${id}`),
    ]);
  };

  it('shows no face-match verdict, liveness picture or document photo once the run is over', async () => {
    const id = await aSubmittedStay(world, MARIA);
    // The comparison's outcome, as the face match records it for the holder, made of their
    // selfie and front (a comparison shows only while its files are kept).
    const fileOf = (kind: string) => sql`
      (select id from guest_documents
        where reservation_id = ${id} and guest = 'main' and kind = ${kind})`;
    await sql`
      insert into identity_face_matches (reservation_id, guest, verdict, similarity,
        selfie_document_id, document_id)
      values (${id}, 'main', 'match', 0.91, ${fileOf('doc_selfie')}, ${fileOf('doc_front')})
      on conflict do nothing`.execute(world.app.database.db);
    const [checks, documents] = await review(id);
    expect(checks.body.guests[0]?.faceMatch?.verdict).toEqual(expect.any(String));
    expect(documents.body.items.length).toBeGreaterThan(0);

    // 12 months after the checkout (2027-03-13): the stay's personal data goes. The run plans
    // from the reservation list, a moment behind the log: it must hold the submitted stay.
    await untilListCaughtUp(world.app, id);
    jest
      .spyOn(world.app.app.get(RetentionClock, { strict: false }), 'now')
      .mockReturnValue(new Date('2028-03-15T12:00:00Z'));
    await world.app.app.get(RetentionRun, { strict: false }).run();

    const [after, files, page] = await review(id);
    expect(page.body.data.sensitiveDataRemoved).toBe(true);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ guests: [], needsReview: false });
    expect(files.body.items).toEqual([]);
  });
});
