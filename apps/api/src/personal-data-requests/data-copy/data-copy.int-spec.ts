import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import type { HostDataRequestView } from '@chegada/contracts';
import { reservationStreamId } from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import { apiAs, eventually, pdfText, requestJson, waitFor } from '@chegada/testing';
import { aCompleteForm, guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import type { Documents } from '../../guest-form/__fixtures__/guest-form-over-http';
import { aJpeg } from '../../guest-form/__fixtures__/guest-form-fixtures';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  guestRequests,
  JOANA,
  MARIA,
  needlesOf,
  RUI,
} from '../__fixtures__/data-requests-world';
import type { GuestDataCopy } from './guest-data-copy.types';

type Records = { fnrh: string; fnrhGuest: string; ip: string; documentNumber: string };

const MARIAS: Records = {
  fnrh: 'FNRH-MARIA-4411',
  fnrhGuest: 'H-MARIA-77',
  ip: '198.51.100.23',
  documentNumber: 'FX123456',
};
const RUIS: Records = {
  fnrh: 'FNRH-RUI-5500',
  fnrhGuest: 'H-RUI-88',
  ip: '203.0.113.77',
  documentNumber: 'RU998877',
};

describe('a guest’s copy of their data, asked from their link', () => {
  const world = aDataRequestsWorld();

  /**
   * What the rest of the product records of a stay, as it records it: the CPF check's verdict,
   * FNRH's ids, a failed then a passed liveness check, the face match, the document as read
   * (sealed under the reservation's key) and a visit through the link from an address.
   */
  const seedRecords = async (id: string, records: Records) => {
    const db = world.app.database.db;
    // The submission's own CPF check (off here) records its row first; the seed then replaces it.
    await eventually(
      async () =>
        (await sql`select 1 from cpf_checks where reservation_id = ${id}`.execute(db)).rows[0],
      15_000,
      'the submission’s CPF check',
    );
    await sql`
      insert into cpf_checks
          (reservation_id, guest, subject, status, situation, name_matches, birth_date_matches)
        values (${id}, 'main', 'seeded', 'checked', 'regular', true, false)
        on conflict (reservation_id, guest) do update set status = 'checked',
          situation = 'regular', name_matches = true, birth_date_matches = false`.execute(db);
    await sql`
      insert into fnrh_stays (reservation_id, account_id, reserva_id, precheckin_link, guests)
        values (${id}, ${world.owner.id}, ${records.fnrh}, 'https://fnrh.example/pre/1',
          ${JSON.stringify([{ guest: 'main', pessoaId: 'P-1', hospedeId: records.fnrhGuest }])})`.execute(
      db,
    );
    for (const [passed, reason, at] of [
      [false, 'move-not-made', '2027-03-01T12:00:00Z'],
      [true, null, '2027-03-01T12:05:00Z'],
    ] as const)
      await sql`
        insert into identity_liveness_sessions
            (id, reservation_id, guest, challenge, expires_at, checked_at, passed, reason)
          values (${randomUUID()}, ${id}, 'main', '[]', ${at}, ${at}, ${passed}, ${reason})`.execute(
        db,
      );
    // Nor before the submission's own face match is over: the worker's verdict on these
    // synthetic photos ('review') would land on the seed's (a flake seen under load).
    await eventually(
      async () =>
        (
          await sql`select 1 from effect_log where stream_id = ${reservationStreamId(id)}
            and handler = 'identity-face-match' and status in ('completed', 'failed')`.execute(db)
        ).rows[0],
      30_000,
      'the submission’s face match',
      100,
    );
    await sql`
      insert into identity_face_matches (reservation_id, guest, verdict, similarity, selfie_document_id)
        values (${id}, 'main', 'match', 0.87,
          -- Made of the guest's selfie: a comparison shows only while its files are there.
          (select id from guest_documents where reservation_id = ${id} and guest = 'main'
              and kind = 'doc_selfie'))
        on conflict (reservation_id, guest) do update set verdict = 'match', similarity = 0.87,
          reason = null`.execute(db);
    const reading = await world.app.app.get(PersonalDataVault).seal(id, {
      format: 'TD3',
      documentCode: 'P',
      documentNumber: records.documentNumber,
      surname: 'SILVA',
      givenNames: 'MARIA',
      nationality: 'BRA',
      issuingState: 'BRA',
      birthDate: '1990-04-01',
      expiryDate: '2031-05-20',
      sex: 'female',
      checkDigitsValid: true,
      invalidFields: [],
      expired: false,
    });
    await sql`
      insert into identity_document_readings (reservation_id, guest, document_id, reading)
        values (${id}, 'main',
          -- Read from the guest's front photo: a reading shows only while its file is there.
          (select id from guest_documents where reservation_id = ${id} and guest = 'main'
            and kind = 'doc_front'),
          ${JSON.stringify(reading)})
        on conflict (reservation_id, guest) do update set reading = excluded.reading,
          document_id = excluded.document_id`.execute(db);
    await sql`
      insert into access_log (kind, account_id, reservation_id, guest, ip, day, first_at, last_at)
        values ('guest-link', ${world.owner.id}, ${id}, 'main', ${records.ip}, '2027-03-01',
          '2027-03-01T12:00:00Z', '2027-03-01T12:30:00Z')`.execute(db);
  };

  const deliveriesOf = async (reservationId: string) =>
    (
      await sql<{ template: string }>`
        select template from notification_deliveries
         where reservation_id = ${reservationId} and status = 'sent'`.execute(world.app.database.db)
    ).rows;

  /** The copy e-mailed to `email`: the mail, its JSON read and as text. */
  const copyMailedTo = async (email: string) => {
    const mail = await eventually(
      async () =>
        world.smtp.received.find(
          (each: ParsedMail) =>
            JSON.stringify(each.to).includes(email) &&
            each.attachments.some((file) => file.filename === 'my-data.json'),
        ),
      15_000,
      'the copy',
    );
    const json = mail.attachments.find((file) => file.filename === 'my-data.json')!.content;
    return { mail, copy: JSON.parse(json.toString()) as GuestDataCopy, text: json.toString() };
  };

  it('e-mails every field, file, consent, message and document view, and nothing of another guest', async () => {
    const id = await aSubmittedStay(world, MARIA);
    const other = await aSubmittedStay(world, RUI);
    await seedRecords(id, MARIAS);
    await seedRecords(other, RUIS);
    // The host opens the front of the document once: a view the copy must list.
    const { body } = await apiAs(
      world.app,
      world.owner,
    )<Documents>(`/stays/reservations/${id}/documents`);
    const front = body.items.find((item) => item.kind === 'doc_front');
    expect((await fetch(`${world.app.baseUrl}${front?.url}`)).status).toBe(200);
    // The link and the "reviewing" message went to the guest before the request.
    const sent = await waitFor(
      () => deliveriesOf(id),
      (rows) => rows.length >= 2,
    );

    const request = await askAndConfirm(world, id, MARIA.email, { kind: 'copy', lang: 'en-US' });
    expect(request).toMatchObject({ kind: 'copy', status: 'answered' });
    expect(request.copySentAt).not.toBeNull();

    const { mail, copy, text } = await copyMailedTo(MARIA.email);

    const submitted = aCompleteForm();
    for (const field of Object.keys(submitted).filter((key) => key !== 'submit'))
      expect(copy.form).toHaveProperty(field);
    // As a person reads about themselves: who, how to reach them, where; then the stay.
    const order = Object.keys(copy.form);
    const before = (one: string, other: string) =>
      expect(order.indexOf(one)).toBeLessThan(order.indexOf(other));
    expect(order[0]).toBe('name');
    for (const [one, other] of [
      ['name', 'birthDate'],
      ['birthDate', 'cpf'],
      ['cpf', 'email'],
      ['email', 'phone'],
      ['phone', 'address'],
      ['address', 'checkInDate'],
      ['checkInDate', 'vehicles'],
      ['vehicles', 'termsAccepted'],
    ])
      before(one!, other!);
    expect(Object.keys(copy).indexOf('form')).toBeLessThan(Object.keys(copy).indexOf('stay'));
    expect(Object.keys(copy).indexOf('stay')).toBeLessThan(Object.keys(copy).indexOf('files'));
    const cpfDigits = MARIA.cpf.replace(/\D/g, '');
    for (const value of [MARIA.name, MARIA.email, cpfDigits, 'Onix', 'ABC1D23', '1990-04-01'])
      expect(text).toContain(value);
    expect(copy.enteredByHost).toEqual({
      name: MARIA.name,
      email: MARIA.email,
      phone: MARIA.phone,
    });
    expect(copy.files.map((file) => file.kind).sort()).toEqual(
      ['deposit_proof', 'doc_back', 'doc_front', 'doc_selfie'].sort(),
    );
    // The files themselves go with the copy.
    expect(mail.attachments.map((file) => file.filename)).toEqual(
      expect.arrayContaining([
        'maria-silva-front-of-the-document.jpg',
        'maria-silva-selfie.jpg',
        'my-data.pdf',
      ]),
    );
    expect(copy.consents.map((consent) => consent.kind).sort()).toEqual(['biometric', 'terms']);
    expect(copy.documentViews).toEqual([
      expect.objectContaining({ kind: 'doc_front', viewer: expect.any(String) }),
    ]);
    for (const { template } of sent)
      expect(copy.messages.map((message) => message.template)).toContain(template);
    expect(copy.stay).toMatchObject({ reservationId: id, property: 'Casa Azul' });
    // The status as a person reads it, in the language the guest asked in.
    expect(['Under review', 'Waiting for the host’s approval']).toContain(copy.stay.status);
    // The CPF against the Receita's register, FNRH's ids, the identity checks' verdicts and
    // the visits through the link.
    expect(copy.cpfChecks).toEqual([
      expect.objectContaining({
        guest: MARIA.name,
        status: 'checked',
        situation: 'regular',
        nameMatches: true,
        birthDateMatches: false,
      }),
    ]);
    expect(copy.fnrh).toMatchObject({
      fnrhReservationId: MARIAS.fnrh,
      guests: [{ guest: MARIA.name, fnrhGuestId: MARIAS.fnrhGuest }],
      precheckinLink: 'https://fnrh.example/pre/1',
    });
    const [identity] = copy.identityChecks;
    expect(identity?.guest).toBe(MARIA.name);
    // The request this copy answers is answered by it, not "open".
    expect(copy.requests).toEqual([expect.objectContaining({ kind: 'copy', status: 'answered' })]);
    expect(identity?.liveness).toMatchObject({
      status: 'passed',
      failedAttempts: 1,
      lastFailure: 'move-not-made',
    });
    expect(identity?.faceMatch).toMatchObject({ verdict: 'match' });
    expect(identity?.faceMatch?.similarity).toBeCloseTo(0.87);
    expect(identity?.documentReading).toMatchObject({ source: 'mrz', expired: false });
    expect(identity?.documentReading?.fields).toContainEqual(
      expect.objectContaining({ field: 'documentNumber', read: MARIAS.documentNumber }),
    );
    expect(copy.accessLog).toContainEqual(
      expect.objectContaining({
        guest: MARIA.name,
        ip: MARIAS.ip,
        firstAt: '2027-03-01T12:00:00.000Z',
      }),
    );

    for (const needle of needlesOf(RUI)) expect(text).not.toContain(needle);
    for (const needle of Object.values(RUIS)) expect(text).not.toContain(needle);

    const pdf = await pdfText(
      mail.attachments.find((file) => file.filename === 'my-data.pdf')!.content,
    );
    for (const value of [MARIA.name, MARIA.cpf, MARIA.email, 'Casa Azul', ...Object.values(MARIAS)])
      expect(pdf).toContain(value);
    // Readable: headings, labels and values in the guest's language, dates written out.
    for (const words of [
      'Check-in data',
      'CPF check against the Receita Federal register (Serpro)',
      'Record in the FNRH',
      'Identity checks',
      'Visits through your link',
      'Purpose of the visit: Leisure',
      'Birth date: April 1, 1990',
      'Check-in date: March 10, 2027',
      'CPF status: Regular',
      'Name matches: Yes',
      'Liveness check',
      'Same person',
      'Front of the document',
      copy.stay.status,
    ])
      expect(pdf).toContain(words);
    for (const raw of [
      'doc_front',
      'visitPurpose',
      'checkInDate',
      'nameMatches',
      'leisure',
      '1990-04-01',
      'TO_APROVE',
      'TO_VALIDATE',
      'dataCopy.',
      'guestDataRequests.',
      'true',
      'false',
    ])
      expect(pdf).not.toContain(raw);
    expect(pdf).not.toContain(RUI.name);
    for (const needle of Object.values(RUIS)) expect(pdf).not.toContain(needle);
  });

  it('carries of the companions only their names, except the minors the holder consented for', async () => {
    const adult = { name: 'Ana Lima', cpf: '390.533.447-05', birthDate: '1992-01-01' };
    const minor = { name: 'Pedro Prado', birthDate: '2018-05-05' };
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 2, children: 1, additionalGuests: [adult, minor], submit: false },
      files: {
        guest_0_doc_front: await aJpeg('ana.jpg'),
        guest_1_doc_front: await aJpeg('pedro.jpg'),
      },
    });
    const { rows } = await sql<{ guest: string }>`
      select distinct guest from guest_documents where reservation_id = ${id}`.execute(
      world.app.database.db,
    );
    expect(rows).toHaveLength(3);

    await askAndConfirm(world, id, JOANA.email, { kind: 'copy', lang: 'en-US' });
    const { mail, copy, text } = await copyMailedTo(JOANA.email);

    const [ana, pedro] = copy.form.additionalGuests as Record<string, unknown>[];
    expect(ana).toEqual({ name: adult.name });
    expect(pedro).toMatchObject({ name: minor.name, birthDate: minor.birthDate });
    // Each guest by their name, never by the form's internal key (walk of issue 32).
    expect(pedro).not.toHaveProperty('key');
    const keys = rows.map((row) => row.guest).filter((guest) => guest !== 'main');
    for (const needle of [adult.cpf, adult.cpf.replace(/\D/g, ''), adult.birthDate, ...keys])
      expect(text).not.toContain(needle);
    // Person by person as the host sees them, the holder first; each one's files in the order
    // the form asks them (walk of issue 32: the guests jumped around).
    expect(copy.files.map((file) => [file.guest, file.kind])).toEqual([
      [JOANA.name, 'doc_front'],
      [JOANA.name, 'doc_back'],
      [JOANA.name, 'doc_selfie'],
      [JOANA.name, 'deposit_proof'],
      [minor.name, 'doc_front'],
    ]);
    expect(copy.consents.map((consent) => consent.guest)).toContain(minor.name);
    const attached = mail.attachments.map((file) => file.filename ?? '');
    expect(attached).toContain('pedro-prado-front-of-the-document.jpg');
    expect(attached.filter((name) => name.startsWith('ana-lima-'))).toEqual([]);

    // Said in the copy, in the e-mail and in the PDF, in the language asked in.
    const said = 'Of the other guests on this reservation, this copy holds only their names.';
    expect(copy.aboutOtherGuests).toContain(said);
    expect(mail.text).toContain(said);
    const pdf = await pdfText(
      mail.attachments.find((file) => file.filename === 'my-data.pdf')!.content,
    );
    expect(pdf.replace(/\s+/g, ' ')).toContain(said);
    expect(pdf).toContain(adult.name);
    // Neither as typed nor as the copy writes a CPF (formatted, walk58).
    expect(pdf).not.toContain(adult.cpf.replace(/\D/g, ''));
    expect(pdf).not.toContain(adult.cpf);
  });

  // Issue 32: an adult companion, who has no e-mail on the reservation, asks from their own
  // link with an address they type; once the host confirms it is them, their copy goes there,
  // theirs only, their CPF check with it.
  it("e-mails an adult companion's own copy to the address they typed only once the host sends it", async () => {
    const ana = { name: 'Ana Lima', cpf: '390.533.447-05', birthDate: '1992-01-01' };
    const bruno = { name: 'Bruno Reis', cpf: '529.982.247-25', birthDate: '1985-07-07' };
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 3, additionalGuests: [ana, bruno], submit: false },
      files: {
        guest_0_doc_front: await aJpeg('ana.jpg'),
        guest_1_doc_front: await aJpeg('bruno.jpg'),
      },
    });
    const db = world.app.database.db;
    const { rows } = await sql<{ guest: string }>`
      select distinct guest from guest_documents
       where reservation_id = ${id} and guest <> 'main'`.execute(db);
    const keys = rows.map((row) => row.guest);
    expect(keys).toHaveLength(2);
    for (const guest of ['main', ...keys])
      await sql`
        insert into cpf_checks
            (reservation_id, guest, subject, status, situation, name_matches, birth_date_matches,
             checked_at)
          values (${id}, ${guest}, 'seeded', 'checked', 'regular', true, ${guest !== 'main'},
            '2027-03-09T10:00:00Z')
          on conflict (reservation_id, guest) do update set status = 'checked',
            situation = 'regular', name_matches = true,
            birth_date_matches = excluded.birth_date_matches, checked_at = excluded.checked_at`.execute(
        db,
      );
    const companion = keys[0]!;
    const ask = (body: Record<string, unknown>) =>
      requestJson<{ errors?: Array<{ field: string; message: string }> }>(
        `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests`,
        { body, headers: guestHeaders(world.host, { additionalguestkey: companion }) },
      );

    // With no address typed, the request says so on the e-mail field.
    const refused = await ask({ kind: 'copy', lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        field: 'email',
        message: 'Type the e-mail where you want the code and the answer',
      }),
    ]);

    const typed = 'companion.own@example.net';
    const request = await askAndConfirm(
      world,
      id,
      typed,
      { kind: 'copy', lang: 'en-US', email: typed },
      companion,
    );
    // Whoever holds the link gets nothing at the address they typed: the host confirms first.
    expect(request).toMatchObject({ kind: 'copy', status: 'open', copySentAt: null });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const copiesTo = () =>
      world.smtp.received.filter(
        (each: ParsedMail) =>
          JSON.stringify(each.to).includes(typed) &&
          each.attachments.some((file) => file.filename === 'my-data.json'),
      );
    expect(copiesTo()).toEqual([]);
    // The host sees it under the companion's own name, with the address typed, masked.
    const host = apiAs(world.app, world.owner);
    const listed = (await host<HostDataRequestView[]>('/data-requests')).body.find(
      (each) => each.id === request.id,
    );
    expect(listed).toMatchObject({ status: 'open', companionEmail: 'c•••@example.net' });
    expect([ana.name, bruno.name]).toContain(listed?.guestName);
    const sent = await host<HostDataRequestView>(`/data-requests/${request.id}/copy`, {
      method: 'POST',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'answered', copySentAt: expect.any(String) });
    const { mail, copy, text } = await copyMailedTo(typed);
    const mine = copy.form.name === ana.name ? ana : bruno;
    expect(listed?.guestName).toBe(mine.name);
    const other = mine === ana ? bruno : ana;
    expect(copy.form).toMatchObject({ name: mine.name, birthDate: mine.birthDate });
    expect(copy.cpfChecks).toEqual([
      expect.objectContaining({
        guest: mine.name,
        status: 'checked',
        situation: 'regular',
        nameMatches: true,
        birthDateMatches: true,
        checkedAt: '2027-03-09T10:00:00.000Z',
      }),
    ]);
    expect(copy.files.map((file) => [file.guest, file.kind])).toEqual([[mine.name, 'doc_front']]);
    expect(copy.requests).toEqual([expect.objectContaining({ kind: 'copy', status: 'answered' })]);
    expect(copy.aboutOtherGuests).toBe(
      'This copy holds only your own data. The other guests’ data on this reservation is theirs and is not in it.',
    );
    // Nothing of the holder's, nor of the other companion's.
    for (const needle of [
      ...needlesOf(JOANA),
      other.name,
      other.cpf,
      other.cpf.replace(/\D/g, ''),
      ...keys,
    ])
      expect(text).not.toContain(needle);
    const pdf = await pdfText(
      mail.attachments.find((file) => file.filename === 'my-data.pdf')!.content,
    );
    for (const words of [mine.name, 'CPF check against the Receita Federal register (Serpro)'])
      expect(pdf).toContain(words);
    for (const needle of [JOANA.name, other.name, other.cpf]) expect(pdf).not.toContain(needle);
    // Each lists their own requests: the holder has none.
    expect((await guestRequests(world, id)).body).toEqual([]);
    expect((await guestRequests(world, id, companion)).body).toHaveLength(1);
  });
});
