import { aReadPassport } from '../__fixtures__/mrz-photos';
import { normalisedText, readVsTyped, typedIdentityOf } from './read-vs-typed';

const aPassport = aReadPassport;
const aForeigner = (overrides: Record<string, unknown> = {}) => ({
  name: 'María  Clara Silva',
  isForeign: true,
  passport: 'FZ1234567',
  birthDate: '1990-04-01',
  ...overrides,
});
const checked = (form: Record<string, unknown>, document = aPassport()) =>
  readVsTyped(document, typedIdentityOf(form, 'main'), {
    today: '2026-11-29',
    readAt: new Date('2026-11-29T10:00:00Z'),
  });

describe('a document as read against the form as typed', () => {
  it('ignores case, accents, spaces and word order; "da" read out of a name is a mismatch', () => {
    expect(normalisedText('  María-Clara  da Silva ')).toBe('MARIA CLARA DA SILVA');
    expect(checked(aForeigner({ name: 'silva, MARIA clara' })).mismatches).toEqual([]);
    expect(checked(aForeigner()).mismatches).toEqual([]);
    expect(checked(aForeigner({ name: 'Maria Clara da Silva' })).mismatches).toEqual(['name']);
  });

  it('flags a number or a birth date typed unlike the document', () => {
    const result = checked(aForeigner({ passport: 'FZ7654321', birthDate: '1991-04-01' }));
    expect(result.mismatches).toEqual(['documentNumber', 'birthDate']);
    expect(result.fields).toContainEqual({
      field: 'documentNumber',
      read: 'FZ1234567',
      typed: 'FZ7654321',
      matches: false,
    });
  });

  it("shows a Brazilian's passport number without their typed CPF: not compared", () => {
    const brazilian = { name: 'Maria Clara Silva', cpf: '529.982.247-25', birthDate: '1990-04-01' };
    const result = checked(brazilian);
    expect(result.mismatches).toEqual([]);
    expect(result.fields).toContainEqual({
      field: 'documentNumber',
      read: 'FZ1234567',
      typed: null,
      matches: null,
    });
  });

  it("compares the new CIN's number, the holder's CPF, with the CPF typed", () => {
    const cin = aPassport({ documentCode: 'ID', documentNumber: '52998224725' });
    const brazilian = { name: 'Maria Clara Silva', cpf: '111.444.777-35', birthDate: '1990-04-01' };
    expect(checked(brazilian, cin).fields).toContainEqual({
      field: 'cpf',
      read: '52998224725',
      typed: '111.444.777-35',
      matches: false,
    });
    expect(checked({ ...brazilian, cpf: '529.982.247-25' }, cin).mismatches).toEqual([]);
    // A foreigner's passport is another document than the card read: not compared.
    expect(checked(aForeigner(), cin).fields).toContainEqual({
      field: 'cpf',
      read: '52998224725',
      typed: null,
      matches: null,
    });
  });

  it('shows the name read as people write it, not in the capitals of the MRZ', () => {
    const read = aPassport({ givenNames: 'JOAO PEDRO', surname: 'DA SILVA' });
    const result = checked(aForeigner({ name: 'João Pedro da Silva' }), read);
    expect(result.fields[0]).toEqual({
      field: 'name',
      read: 'Joao Pedro da Silva',
      typed: 'João Pedro da Silva',
      matches: true,
    });
  });

  it('flags a document expired before today, and reads a companion by their key', () => {
    const form = { additionalGuests: [{ key: 'k1', ...aForeigner() }] };
    const result = readVsTyped(
      aPassport({ expiryDate: '2026-11-28' }),
      typedIdentityOf(form, 'k1'),
      {
        today: '2026-11-29',
        readAt: new Date(),
      },
    );
    expect(result).toMatchObject({ expired: true, mismatches: [] });
    expect(typedIdentityOf(form, 'someone-else')).toBeNull();
  });
});
