import { sql } from 'kysely';
import { anOwner, apiAs } from '@chegada/testing';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import {
  aCompleteForm,
  aGuestReservation,
  aJpeg,
  guestHeaders,
  putGuestForm,
} from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp, type Documents } from '../__fixtures__/guest-form-over-http';

// What a companion accepts on their own link before their documents are kept (issue 27).
const CONSENTS = { termsAccepted: true, imageTermsAccepted: true };

describe('guest check-in form over HTTP: additional guests and the host', () => {
  const { the, getForm, put, allFiles } = guestFormOverHttp();

  describe('additional guests and the host', () => {
    it('gives each additional guest a link that fills only that guest’s part', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, { additionalGuests: [{ name: 'João Souza' }], submit: false });
      const main = await getForm(id);
      const [guest] = main.body.data.form.additionalGuests as { key: string }[];
      expect(guest?.key).toMatch(/^[\w-]{16}$/);
      const headers = guestHeaders(the.host, { additionalguestkey: guest?.key ?? '' });
      const saved = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01' },
        { guest_0_doc_front: await aJpeg(), doc_selfie: await aJpeg() },
        headers,
      );
      expect(saved.status).toBe(400);
      const own = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01', ...CONSENTS },
        { guest_0_doc_front: await aJpeg() },
        headers,
      );
      expect(own.status).toBe(200);
      const page = await getForm(id, headers);
      expect(page.body.data.form).toEqual({
        additionalGuest: expect.objectContaining({
          name: 'João Souza',
          birthDate: '1992-01-01',
          cpfFilled: true,
        }),
      });
      expect(page.body.data.additionalGuestIndex).toBe(0);
      expect(JSON.stringify(page.body)).not.toContain('Maria');
      expect(
        (await getForm(id, guestHeaders(the.host, { additionalguestkey: 'not-a-guest' }))).status,
      ).toBe(404);
    });

    it('takes the holder’s submission without the documents of a guest who fills their own link', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const ownLink = { name: 'João Souza', ownLink: true };
      const filledHere = { name: 'Ana Lima', cpf: '390.533.447-05', birthDate: '1992-01-01' };
      const refused = await put(
        id,
        aCompleteForm({ adults: 3, additionalGuests: [ownLink, filledHere] }),
        await allFiles(),
      );
      expect(refused.status).toBe(400);
      const fields = (refused.body.errors as { field: string }[]).map((error) => error.field);
      // Only the guest filled here owes their documents with the holder's submission.
      expect(fields.sort()).toEqual([
        'guest_1_doc_back',
        'guest_1_doc_front',
        'guest_1_doc_selfie',
      ]);

      const submitted = await put(
        id,
        aCompleteForm({ adults: 2, additionalGuests: [ownLink] }),
        await allFiles(),
      );
      expect(submitted).toMatchObject({ status: 200, body: { status: 2 } });
      const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
      // The guest's own link still asks them their part.
      const own = await getForm(
        id,
        guestHeaders(the.host, { additionalguestkey: guest?.key ?? '' }),
      );
      expect(own.body.data.missing).toEqual(
        expect.arrayContaining(['guest_0_doc_front', 'guest_0_doc_back', 'guest_0_doc_selfie']),
      );
    });

    it('keeps an own-link guest’s part open once the holder sent, without moving the status', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const ownLink = { name: 'Ana Souza', ownLink: true };
      const sent = await put(
        id,
        aCompleteForm({ adults: 2, additionalGuests: [ownLink] }),
        await allFiles(),
      );
      expect(sent).toMatchObject({ status: 200, body: { status: 2 } });
      const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
      const key = guest?.key ?? '';
      // Nothing of hers yet: pending on her link and on the holder's, whatever the holder owed.
      expect((await getForm(id)).body.data.guestParts).toEqual({ [key]: 'not_started' });
      const own = guestHeaders(the.host, { additionalguestkey: key });
      // An adult's documents are kept only once she accepted the terms herself (issue 27).
      const unconsented = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01' },
        { guest_0_doc_front: await aJpeg(), guest_0_doc_back: await aJpeg() },
        own,
      );
      expect(unconsented.status).toBe(400);
      expect(
        (unconsented.body.errors as { field: string }[]).map((error) => error.field).sort(),
      ).toEqual(['imageTermsAccepted', 'termsAccepted']);
      expect((await getForm(id, own)).body.data).toMatchObject({
        guestParts: { [key]: 'not_started' },
        ownConsents: [],
      });
      const saved = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01', ...CONSENTS },
        { guest_0_doc_front: await aJpeg(), guest_0_doc_back: await aJpeg() },
        own,
      );
      expect(saved).toMatchObject({ status: 200, body: { status: 2 } });
      const consents = await sql<{ guest: string; kind: string; ip: string | null }>`
        select guest, kind, ip from guest_consents where reservation_id = ${id} and guest = ${key}
        order by kind`.execute(the.app.database.db);
      expect(consents.rows).toEqual([
        { guest: key, kind: 'biometric', ip: expect.any(String) },
        { guest: key, kind: 'terms', ip: expect.any(String) },
      ]);
      expect((await getForm(id, own)).body.data.guestParts).toEqual({ [key]: 'in_progress' });
      // Her consents stand for her later files.
      expect((await put(id, {}, { guest_0_doc_selfie: await aJpeg() }, own)).status).toBe(200);
      const page = (await getForm(id, own)).body.data;
      expect(page).toMatchObject({ status: 2, guestParts: { [key]: 'completed' }, missing: [] });
      // Coming back, her link shows the consents she gave as given (issue 29); not the holder's.
      expect([...(page.ownConsents as string[])].sort()).toEqual(['biometric', 'terms']);
      // The holder's link shows the holder's own consents (guest 'main'), never hers.
      const holders = await sql<{ kind: string }>`
        select distinct kind from guest_consents where reservation_id = ${id} and guest = 'main'
        order by kind`.execute(the.app.database.db);
      expect([...((await getForm(id)).body.data.ownConsents as string[])].sort()).toEqual(
        holders.rows.map((row) => row.kind),
      );
      // The holder's own link stays closed while the host reviews.
      const holder = await put(id, { name: 'Someone else', submit: false });
      expect(holder).toMatchObject({ status: 422, body: { code: 'TRANSITION_NOT_ALLOWED' } });
      // Refused, her link still takes her part, and the status stays the holder's to change.
      await send(the.app, the.owner, reservationCalls(id, the.owner.id).refuse);
      const whileRefused = await put(id, { phone: '+55 11 98765-4321' }, {}, own);
      expect(whileRefused).toMatchObject({ status: 200, body: { status: 5 } });
    });

    it('asks the consents again with each submission, not from an earlier one', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, aCompleteForm(), await allFiles());
      await send(the.app, the.owner, reservationCalls(id, the.owner.id).refuse);
      const { termsAccepted: _t, imageTermsAccepted: _i, ...withoutConsent } = aCompleteForm();
      const again = await put(id, withoutConsent);
      expect(again.status).toBe(400);
      expect((again.body.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(
        ['imageTermsAccepted', 'termsAccepted'],
      );
      expect((await put(id, aCompleteForm())).body).toMatchObject({ status: 2 });
    });

    it('keeps what a guest sent through their own link when the main guest saves the list again', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, { additionalGuests: [{ name: 'João Souza' }], submit: false });
      const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
      const key = guest?.key ?? '';
      const own = guestHeaders(the.host, { additionalguestkey: key });
      await put(id, { cpf: '390.533.447-05', birthDate: '1992-01-01' }, {}, own);
      const again = await put(id, {
        additionalGuests: [{ key, name: 'João P. Souza', isChild: false }],
        submit: false,
      });
      expect(again.status).toBe(200);
      expect((await getForm(id)).body.data.form.additionalGuests).toEqual([
        expect.objectContaining({
          key,
          name: 'João P. Souza',
          birthDate: '1992-01-01',
          cpfFilled: true,
        }),
      ]);
      expect((await getForm(id)).body.data.additionalGuestIndex).toBeNull();
    });

    it('lets the host fill the form in for the guest, within the account only', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const path = `/stays/guestForm-admin/${id}`;
      const asHost = await putGuestForm(
        the.app,
        path,
        { data: { name: 'Maria Silva', submit: false } },
        { authorization: `Bearer ${the.owner.token}` },
      );
      expect(asHost).toMatchObject({ status: 200, body: { status: 4 } });
      const stranger = await anOwner(the.app, 'Other host');
      const asStranger = await putGuestForm(
        the.app,
        path,
        { data: { name: 'X', submit: false } },
        { authorization: `Bearer ${stranger.token}` },
      );
      expect(asStranger.status).toBe(404);
      expect((await putGuestForm(the.app, path, { data: { name: 'X' } })).status).toBe(401);
    });

    it('records the terms and the image consent with version, IP and user agent', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(
        id,
        { termsAccepted: true, imageTermsAccepted: true, submit: false },
        {},
        guestHeaders(the.host, { 'user-agent': 'GuestPhone/1.0' }),
      );
      const { rows } = await sql<{
        kind: string;
        terms_version: string;
        user_agent: string;
        ip: string;
      }>`
        select kind, terms_version, user_agent, ip from guest_consents where reservation_id = ${id}
        order by kind`.execute(the.app.database.db);
      expect(rows).toEqual([
        {
          kind: 'biometric',
          terms_version: '2026-11',
          user_agent: 'GuestPhone/1.0',
          ip: expect.any(String),
        },
        {
          kind: 'terms',
          terms_version: '2026-11',
          user_agent: 'GuestPhone/1.0',
          ip: expect.any(String),
        },
      ]);
      const { body } = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      expect(
        body.consents.map(({ guest, kind, termsVersion }) => [guest, kind, termsVersion]).sort(),
      ).toEqual([
        ['main', 'biometric', '2026-11'],
        ['main', 'terms', '2026-11'],
      ]);
    });

    it('records the main guest’s consent for each companion under 18, and asks a minor on their own link none', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const adult = { name: 'Ana Lima', cpf: '390.533.447-05', birthDate: '1992-01-01' };
      // Seven on the check-in day (2027-03-10), ticked a child.
      const child = {
        name: 'Lucas Souza',
        isChild: true,
        birthDate: '2019-05-10',
        documentKind: 'birthCertificate',
        birthCertificate: '104539.01.55.2013.1.00012.021.0000123-21',
      };
      // Sixteen, not ticked: the birth date says a minor.
      const teen = { name: 'Bia Souza', birthDate: '2010-06-01', ownLink: true };
      const files = {
        ...(await allFiles()),
        ...Object.fromEntries(
          await Promise.all(
            [0, 1].flatMap((index) =>
              ['doc_front', 'doc_back', 'doc_selfie'].map(
                async (kind) => [`guest_${index}_${kind}`, await aJpeg()] as const,
              ),
            ),
          ),
        ),
      };
      await put(id, { additionalGuests: [adult, child, teen], submit: false });
      const keys = ((await getForm(id)).body.data.form.additionalGuests as { key: string }[]).map(
        (guest) => guest.key,
      );
      const [anaKey, lucasKey, biaKey] = keys as [string, string, string];
      // Bia sends her documents without accepting anything: the main guest accepts for her.
      const bia = guestHeaders(the.host, { additionalguestkey: biaKey });
      expect(
        (await put(id, { cpf: '111.444.777-35' }, { guest_2_doc_front: await aJpeg() }, bia))
          .status,
      ).toBe(200);
      const guests = [adult, child, teen].map((guest, index) => ({ ...guest, key: keys[index] }));
      const sent = await put(
        id,
        aCompleteForm({ adults: 2, children: 2, additionalGuests: guests }),
        files,
        guestHeaders(the.host, { 'user-agent': 'GuestPhone/1.0' }),
      );
      expect(sent).toMatchObject({ status: 200, body: { status: 2 } });

      const { body } = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      const given = body.consents.map(({ guest, kind, termsVersion, acceptedBy }) =>
        [guest, kind, termsVersion, acceptedBy ?? 'self'].join(' '),
      );
      // Ana is an adult filled in here: nobody accepts for her but herself.
      expect(given.filter((line) => line.startsWith(anaKey))).toEqual([]);
      expect(given.sort()).toEqual(
        [
          'main biometric 2026-11 self',
          'main terms 2026-11 self',
          `${lucasKey} biometric 2026-11 main`,
          `${lucasKey} terms 2026-11 main`,
          `${biaKey} biometric 2026-11 main`,
          `${biaKey} terms 2026-11 main`,
        ].sort(),
      );
      // As the holder's own: with the IP and the browser it came from.
      const { rows } = await sql<{ user_agent: string; ip: string | null }>`
        select user_agent, ip from guest_consents where reservation_id = ${id} and guest = ${lucasKey}
        `.execute(the.app.database.db);
      expect(rows).toEqual([
        { user_agent: 'GuestPhone/1.0', ip: expect.any(String) },
        { user_agent: 'GuestPhone/1.0', ip: expect.any(String) },
      ]);
    });

    it("tells the host's refusal motive while refused, and not once the guest sends again", async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, aCompleteForm(), await allFiles());
      expect(
        (await send(the.app, the.owner, reservationCalls(id, the.owner.id).refuse)).status,
      ).toBe(200);
      const refused = await getForm(id);
      expect(refused.body.data.message).toEqual({
        kind: 'refused',
        refuseMotive: 'Documento ilegível',
      });
      // Corrected and sent again (the files stay stored): the motive is no longer the guest's.
      expect((await put(id, aCompleteForm({ phone: '+55 11 91234 5678' }))).status).toBe(200);
      const sent = await getForm(id);
      expect(sent.body.data.message).toEqual({ kind: 'inAnalysis', refuseMotive: null });
    });

    it('refuses changes once the host approved, before reading the files', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, aCompleteForm(), await allFiles());
      const approve = reservationCalls(id, the.owner.id).approve;
      expect((await send(the.app, the.owner, approve)).status).toBe(200);
      const { status, body } = await put(
        id,
        { name: 'Someone else', submit: false },
        { doc_selfie: await aJpeg() },
      );
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    });
  });
});
