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

  it('shows a Brazilian passport beside a typed CPF without comparing them', () => {
    const brazilian = { name: 'Maria Clara Silva', cpf: '529.982.247-25', birthDate: '1990-04-01' };
    const result = checked(brazilian);
    expect(result.mismatches).toEqual([]);
    expect(result.fields).toContainEqual({
      field: 'documentNumber',
      read: 'FZ1234567',
      typed: '529.982.247-25',
      matches: null,
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
