import { randomUUID } from 'node:crypto';
import { apiAs, pdfText } from '@chegada/testing';
import type { CommandContext } from '../../common';
import { ReservationCommands } from '../../reservations';
import {
  aCompleteForm,
  aGuestReservation,
  aJpeg,
  guestHeaders,
} from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp } from '../__fixtures__/guest-form-over-http';

// Issue 27's details over HTTP: a child's birth certificate, pets with a count and a kind, and
// an address stored as free text before the country was a list. The stay checks in 2027-03-10.

const CERTIDAO = '104539.01.55.2013.1.00012.021.0000123-21';
const aChild = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lia Silva',
  isChild: true,
  birthDate: '2019-06-01',
  documentKind: 'birthCertificate',
  birthCertificate: CERTIDAO,
  ...overrides,
});
type Errors = { errors: { field: string; message: string }[] };
type Answers = { data: { form: Record<string, unknown> } };

describe('guest check-in form over HTTP: issue 27 details', () => {
  const { the, getForm, put, allFiles } = guestFormOverHttp();
  const childFiles = async () => ({
    ...(await allFiles()),
    guest_0_doc_front: await aJpeg(),
    guest_0_doc_back: await aJpeg(),
    guest_0_doc_selfie: await aJpeg(),
  });
  const fieldsOf = (body: unknown) => (body as Errors).errors.map((error) => error.field).sort();
  const hostView = async (id: string) =>
    (await apiAs(the.app, the.owner)<Answers>(`/stays/local/${id}`)).body.data.form;
  const frontDeskList = async (id: string) => {
    const response = await fetch(`${the.app.baseUrl}/api/stays/reservations/${id}/front-desk.pdf`, {
      headers: { authorization: `Bearer ${the.owner.token}` },
    });
    return pdfText(Buffer.from(await response.arrayBuffer()));
  };

  it('takes a child’s birth certificate and two dogs, and shows them to the host and the front desk', async () => {
    const id = await aGuestReservation(the.app, the.host);
    const form = aCompleteForm({
      adults: 1,
      children: 1,
      additionalGuests: [aChild()],
      pets: true,
      petCount: 2,
      petKind: 'dog',
    });
    expect(await put(id, form, await childFiles())).toMatchObject({ status: 200 });

    // The guest's link shows the number masked, as every document number.
    const [shown] = (await getForm(id)).body.data.form.additionalGuests as Record<
      string,
      unknown
    >[];
    expect(shown).toMatchObject({
      documentKind: 'birthCertificate',
      birthCertificateFilled: true,
      birthCertificate: expect.stringMatching(/^•+321$/),
    });
    expect(await hostView(id)).toMatchObject({
      pets: true,
      petCount: 2,
      petKind: 'dog',
      additionalGuests: [
        expect.objectContaining({
          documentKind: 'birthCertificate',
          birthCertificate: '10453901552013100012021000012321',
        }),
      ],
    });
    const list = await frontDeskList(id);
    expect(list).toContain('Lia Silva · Certidão de nascimento: ');
    expect(list).not.toContain('Lia Silva · CPF');
    expect(list).toContain('Maria Silva · CPF: ');
    expect(list).toContain('Sim: 2 · cão');
  });

  it('refuses a certificate from a 12-year-old, a child’s missing document and eleven pets', async () => {
    const id = await aGuestReservation(the.app, the.host);
    const twelve = await put(
      id,
      aCompleteForm({ additionalGuests: [aChild({ birthDate: '2015-03-10' })] }),
    );
    expect(twelve.status).toBe(400);
    expect((twelve.body as Errors).errors).toEqual([
      {
        field: 'additionalGuests[0].documentKind',
        message: 'From 12 years old on the check-in date, enter the CPF',
      },
    ]);
    const missing = await put(
      id,
      aCompleteForm({ additionalGuests: [aChild({ birthCertificate: '' })] }),
    );
    expect(fieldsOf(missing.body)).toEqual(['additionalGuests[0].birthCertificate']);
    const pets = await put(id, { pets: true, petCount: 11, petKind: 'horse', submit: false });
    expect(fieldsOf(pets.body)).toEqual(['petCount', 'petKind']);
  });

  it('counts a companion’s age on the stay’s check-in on their own link', async () => {
    const id = await aGuestReservation(the.app, the.host);
    await put(id, { additionalGuests: [{ name: 'Lia Silva', ownLink: true }], submit: false });
    const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
    const own = guestHeaders(the.host, { additionalguestkey: guest?.key ?? '' });
    // 12 on 2027-03-09, the day before the check-in.
    const older = await put(id, aChild({ birthDate: '2015-03-09', name: undefined }), {}, own);
    expect(fieldsOf(older.body)).toEqual(['additionalGuests[0].documentKind']);
    const child = await put(id, aChild({ birthDate: '2015-03-11', name: undefined }), {}, own);
    expect(child.status).toBe(200);
  });

  it('keeps an address typed before the country was a list, and refuses it only with field errors', async () => {
    const id = await aGuestReservation(the.app, the.host);
    const { address: _address, ...rest } = aCompleteForm();
    const typed = {
      country: 'Brasil',
      state: 'Pernambuco',
      city: 'Recife',
      cep: '50030-230',
      street: 'Rua do Bom Jesus',
      number: '125',
    };
    // Stored as an earlier release took it: past today's checks, as its event holds it.
    const context: CommandContext = {
      actor: { id: null, role: 'GUEST', accountId: the.owner.id, guestLink: 'earlier' },
      commandId: randomUUID(),
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    };
    await the.app.app
      .get(ReservationCommands)
      .execute(
        'SaveGuestForm',
        { reservationId: id, fields: { address: typed }, registeredGuests: 1 },
        context,
      );
    // Country, state and city are shown to any device, as typed (the street's parts are masked).
    expect((await getForm(id)).body.data.form.address).toMatchObject({
      country: 'Brasil',
      state: 'Pernambuco',
      city: 'Recife',
    });
    expect(await hostView(id)).toMatchObject({ address: typed });
    expect((await put(id, { name: 'Maria Silva', submit: false })).status).toBe(200);
    const submitted = await put(id, rest, await allFiles());
    expect(submitted.status).toBe(400);
    expect(fieldsOf(submitted.body)).toEqual(['address.neighborhood', 'address.state']);
    const fixed = { ...typed, country: 'BR', state: 'PE', neighborhood: 'Recife Antigo' };
    expect(await put(id, { ...rest, address: fixed }, await allFiles())).toMatchObject({
      status: 200,
      body: { status: 2 },
    });
  });
});
