import { fnrhPeopleOf, fnrhTripOf } from './fnrh-people';
import { failureOf } from './fnrh.client';

const holder = {
  name: 'Maria Silva',
  cpf: '52998224725',
  email: 'maria@example.com',
  phone: '+55 11 98765-4321',
  birthDate: '1990-04-01',
  gender: 'woman',
  address: { country: 'Brasil', cep: '01001-000', state: 'SP', street: 'Praça da Sé' },
};

describe('the form as FNRH people', () => {
  it('sends the holder first, a companion under 18 on the check-in day as a minor', () => {
    const { people, missing } = fnrhPeopleOf(
      {
        ...holder,
        additionalGuests: [
          {
            key: 'k1',
            name: 'Lia Silva',
            documentKind: 'cpf',
            cpf: '11144477735',
            birthDate: '2009-03-11',
          },
          { key: 'k2', name: 'Rui Silva', cpf: '93541134780', birthDate: '2009-03-10' },
        ],
      },
      '2027-03-10',
    );
    expect(missing).toEqual([]);
    expect(people.map(({ guest, minor, gender }) => ({ guest, minor, gender }))).toEqual([
      { guest: 'main', minor: false, gender: 'woman' },
      { guest: 'k1', minor: true, gender: 'notInformed' },
      { guest: 'k2', minor: false, gender: 'notInformed' },
    ]);
    expect(people[0]).toMatchObject({
      nationality: 'BR',
      document: { kind: 'cpf', number: '52998224725' },
      address: { country: 'BR', cep: '01001-000' },
    });
  });

  it('sends a companion whose data was erased at their request without their phone', () => {
    const companion = (key: string, name: string) => ({
      key,
      name,
      cpf: '93541134780',
      birthDate: '1985-03-10',
      phone: '+55 41 99876-5432',
    });
    const { people } = fnrhPeopleOf(
      { ...holder, additionalGuests: [companion('k1', 'Ana Lima'), companion('k2', 'Rui Reis')] },
      '2027-03-10',
      ['k1'],
    );
    expect(people.map(({ name, phone, email }) => ({ name, phone, email }))).toEqual([
      { name: holder.name, phone: holder.phone, email: holder.email },
      { name: 'Ana Lima', phone: null, email: null },
      { name: 'Rui Reis', phone: '+55 41 99876-5432', email: null },
    ]);
  });

  it("gives a foreigner's passport and their country, and names what a guest lacks", () => {
    const { people, missing } = fnrhPeopleOf(
      {
        ...holder,
        isForeign: true,
        passport: 'FZ1234567',
        address: { country: 'PT' },
        additionalGuests: [{ key: 'k1', name: 'Ana', foreign: true }],
      },
      '2027-03-10',
    );
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({
      nationality: 'PT',
      document: { kind: 'passport', number: 'FZ1234567' },
    });
    expect(missing).toEqual(['additionalGuests[0].birthDate', 'additionalGuests[0].passport']);
  });

  it('asks the purpose and the means of transport of the trip', () => {
    expect(fnrhTripOf({ visitPurpose: 'work', transport: 'plane' })).toEqual({
      purpose: 'work',
      transport: 'plane',
    });
    expect(fnrhTripOf({ visitPurpose: 'work' })).toEqual({ missing: ['main.transport'] });
  });
});

describe("FNRH's refusals", () => {
  it('reads 401 as credentials, 5xx as no answer, 400 by the fields FNRH named', () => {
    expect(failureOf(401, null)).toEqual({ code: 'unauthorized', status: 401, fields: [] });
    expect(failureOf(503, null)).toEqual({ code: 'unreachable', status: 503, fields: [] });
    const body = {
      erro: 'VALIDATION',
      detalhes: [{ campo: 'genero_id', mensagem: 'Gênero inválido' }],
    };
    expect(failureOf(400, body)).toEqual({
      code: 'validation',
      status: 400,
      fields: [{ field: 'genero_id', message: 'Gênero inválido' }],
    });
    expect(
      failureOf(400, { detalhes: [{ campo: 'responsavel_id', mensagem: 'Menor sem responsável' }] })
        .code,
    ).toBe('minor-without-responsible');
    expect(failureOf(409, { detalhes: [] })).toEqual({ code: 'refused', status: 409, fields: [] });
  });
});
