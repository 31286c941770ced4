import { anOwner, apiAs, waitFor } from '@chegada/testing';
import {
  aCompleteForm,
  aGuestReservation,
  aHostWithProperty,
  aJpeg,
  aPdf,
  guestHeaders,
} from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp } from '../__fixtures__/guest-form-over-http';

describe('guest check-in form over HTTP: saving and submitting', () => {
  const { the, storedFiles, getForm, put, allFiles, listed } = guestFormOverHttp();

  describe('filling in several sittings', () => {
    it('saves parts, keeps files, submits, and the host sees it waiting for approval', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const first = await put(id, { name: 'Maria Silva', cpf: '529.982.247-25', submit: false });
      expect(first).toMatchObject({ status: 200, body: { status: 4 } });
      await waitFor(
        () => listed(id),
        (list) => list.items[0]?.status === 4,
      );

      const files = await allFiles();
      const second = await put(
        id,
        { birthDate: '1990-04-01', submit: false },
        {
          doc_front: files.doc_front,
          doc_back: files.doc_back,
        },
      );
      expect(second.status).toBe(200);
      const { body: page } = await getForm(id);
      expect(page.data.form).toMatchObject({
        name: 'Maria Silva',
        birthDate: '1990-04-01',
        cpfFilled: true,
      });
      expect(page.data.form.cpf).not.toContain('529');
      // The host reviews what the guest sent as it was sent, unmasked.
      const local = await apiAs(
        the.app,
        the.owner,
      )<{ data: { form: Record<string, unknown> } }>(`/stays/local/${id}`);
      expect(local.body.data.form).toMatchObject({
        name: 'Maria Silva',
        cpf: '52998224725',
        birthDate: '1990-04-01',
      });
      expect(page.data.files.main?.sort()).toEqual(['doc_back', 'doc_front']);
      expect(page.data.missing).toEqual(
        expect.arrayContaining(['doc_selfie', 'deposit_proof', 'address']),
      );
      expect(page.data.missing).not.toContain('doc_front');

      const submitted = await put(id, aCompleteForm({ cpf: undefined, name: undefined }), {
        doc_selfie: files.doc_selfie,
        deposit_proof: files.deposit_proof,
      });
      expect(submitted).toMatchObject({ status: 200, body: { status: 2, guestPassCode: null } });
      // The row and the counters are two projections: wait for both to show the submission.
      const list = await waitFor(
        () => listed(id),
        (body) => body.items[0]?.status === 2 && body.statistics.waitingApproval === 1,
      );
      expect(list.statistics).toMatchObject({ waitingApproval: 1, filling: 0 });
      const after = await getForm(id);
      expect(after.body.data.message.kind).toBe('inAnalysis');
    });

    it('refuses a submission that lacks the documents, naming each missing part', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const { status, body } = await put(id, aCompleteForm());
      expect(status).toBe(400);
      const fields = (body.errors as { field: string; message: string }[]).map(
        (error) => error.field,
      );
      expect(fields.sort()).toEqual(['deposit_proof', 'doc_back', 'doc_front', 'doc_selfie']);
      expect((await getForm(id)).body.data.status).toBe(0);
      expect(storedFiles(id)).toEqual([]);
    });

    // The walk of issue 32: the host's "Require a guest selfie" off, no selfie is asked.
    it('takes a submission without a selfie when the host does not require one', async () => {
      const owner = await anOwner(the.app, 'No selfie');
      const host = await aHostWithProperty(the.app, owner);
      const setting = await apiAs(the.app, owner)(`/config/${owner.id}`, {
        method: 'PUT',
        body: { requireSelfie: false },
      });
      expect(setting.status).toBe(200);
      const id = await aGuestReservation(the.app, host);
      const page = await getForm(id, guestHeaders(host));
      expect(page.body.data.company.requireSelfie).toBe(false);
      expect(page.body.data.missing).toEqual(expect.arrayContaining(['doc_front']));
      expect(page.body.data.missing).not.toContain('doc_selfie');
      const { doc_selfie: _selfie, ...withoutSelfie } = await allFiles();
      const submitted = await put(id, aCompleteForm(), withoutSelfie, guestHeaders(host));
      expect(submitted.status).toBe(200);
      expect((await getForm(id, guestHeaders(host))).body.data.message.kind).toBe('inAnalysis');
    });

    it("counts a companion's own part complete without a selfie when the host does not require one", async () => {
      const owner = await anOwner(the.app, 'No selfie for companions');
      const host = await aHostWithProperty(the.app, owner);
      await apiAs(the.app, owner)(`/config/${owner.id}`, {
        method: 'PUT',
        body: { requireSelfie: false },
      });
      const id = await aGuestReservation(the.app, host);
      const { doc_selfie: _selfie, ...withoutSelfie } = await allFiles();
      const form = aCompleteForm({
        adults: 2,
        additionalGuests: [{ name: 'Ana Souza', ownLink: true }],
      });
      expect((await put(id, form, withoutSelfie, guestHeaders(host))).status).toBe(200);
      const [guest] = (await getForm(id, guestHeaders(host))).body.data.form.additionalGuests as {
        key: string;
      }[];
      const own = guestHeaders(host, { additionalguestkey: guest?.key ?? '' });
      const consents = { termsAccepted: true, imageTermsAccepted: true };
      const saved = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01', ...consents },
        { guest_0_doc_front: await aJpeg(), guest_0_doc_back: await aJpeg() },
        own,
      );
      expect(saved.status).toBe(200);
      // Both sides sent, no selfie: her link says her part is done, as the holder's does.
      expect((await getForm(id, own)).body.data).toMatchObject({
        guestParts: { [guest?.key ?? '']: 'completed' },
        missing: [],
      });
      // The host's review reads the same setting, so it counts her part whole too.
      const review = await apiAs(
        the.app,
        owner,
      )<{ data: { requireSelfie: boolean } }>(`/stays/local/${id}`);
      expect(review.body.data.requireSelfie).toBe(false);
    });

    it('accepts the digital document instead of both sides', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const { status } = await put(id, aCompleteForm(), {
        doc_digital: aPdf('cnh-digital.pdf'),
        doc_selfie: await aJpeg(),
        deposit_proof: aPdf(),
      });
      expect(status).toBe(200);
    });

    it('stores nothing from a save whose fields are refused', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const { status, body } = await put(
        id,
        { cpf: '111.111.111-11', submit: false },
        { doc_front: await aJpeg() },
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'cpf', message: expect.any(String) }]);
      expect(storedFiles(id)).toEqual([]);
      expect((await getForm(id)).body.data.status).toBe(0);
    });

    it('answers field errors in the guest’s language', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const pt = await put(
        id,
        { email: 'nope', submit: false },
        {},
        guestHeaders(the.host, { 'accept-language': 'pt-BR' }),
      );
      const en = await put(id, { email: 'nope', submit: false });
      const [ptError] = pt.body.errors as { message: string }[];
      const [enError] = en.body.errors as { message: string }[];
      expect(ptError?.message).not.toEqual(enError?.message);
      expect(enError?.message).toMatch(/e-?mail/i);
    });
  });

  describe('the rules of a submission (product spec §5)', () => {
    const rows: [string, Record<string, unknown>, string][] = [
      ['a main guest under 18 on check-in day', { birthDate: '2009-03-11' }, 'birthDate'],
      ['a check-out before the check-in', { checkOutDate: '2027-03-09' }, 'checkOutDate'],
      ['an arrival before the property opens', { checkInTime: '13:55' }, 'checkInTime'],
      ['no adult', { adults: 0 }, 'adults'],
      ['no children count', { children: undefined }, 'children'],
      ['an invalid e-mail', { email: 'maria@' }, 'email'],
      ['an invalid phone', { phone: '123' }, 'phone'],
      [
        'a vehicle without a plate',
        { vehicles: [{ type: 'car', model: 'Onix', color: 'Prata' }] },
        'vehicles[0].plate',
      ],
      ['no visit purpose', { visitPurpose: undefined }, 'visitPurpose'],
      ['terms not accepted', { termsAccepted: false }, 'termsAccepted'],
      ['image terms not accepted', { imageTermsAccepted: false }, 'imageTermsAccepted'],
      [
        'no street',
        { address: { ...(aCompleteForm().address as object), street: '' } },
        'address.street',
      ],
      ['more guests than the reservation allows', { adults: 4, children: 1 }, 'guestCount'],
    ];

    it.each(rows)('refuses %s', async (_name, change, field) => {
      const id = await aGuestReservation(the.app, the.host);
      const { status, body } = await put(id, aCompleteForm(change), await allFiles());
      expect(status).toBe(400);
      expect((body.errors as { field: string }[]).map((error) => error.field)).toContain(field);
      expect(storedFiles(id)).toEqual([]);
    });

    it('takes a guest who turns 18 on the check-in day', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const { status } = await put(
        id,
        aCompleteForm({ birthDate: '2009-03-10' }),
        await allFiles(),
      );
      expect(status).toBe(200);
    });

    it('says adults and children past the reservation’s guests on the pair, with the limit', async () => {
      const id = await aGuestReservation(the.app, the.host, { maxGuests: 3 });
      const en = await put(id, { adults: 2, children: 2, submit: false });
      expect(en.status).toBe(400);
      expect(en.body.errors).toEqual([
        {
          field: 'guestCount',
          message: 'Max guests reached! This reservation is for up to 3 guests.',
        },
      ]);
      const pt = await put(
        id,
        { adults: 3, children: 1, submit: false },
        {},
        guestHeaders(the.host, { 'accept-language': 'pt-BR' }),
      );
      expect(pt.body.errors).toEqual([
        {
          field: 'guestCount',
          message: 'Número máximo de hóspedes atingido! Esta reserva é para até 3 hóspedes.',
        },
      ]);
      expect((await put(id, { adults: 2, children: 1, submit: false })).status).toBe(200);
    });

    it('says "Max guests reached!" past the reservation’s guests', async () => {
      const id = await aGuestReservation(the.app, the.host, { maxGuests: 2 });
      const guest = { name: 'João', cpf: '390.533.447-05', birthDate: '1992-01-01' };
      const { status, body } = await put(id, { additionalGuests: [guest, guest], submit: false });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'additionalGuests', message: 'Max guests reached!' }]);
    });
  });
});
