import { PRINTED_CPF } from '../__fixtures__/cpf-photos';
import { cpfVsTyped } from './cpf-vs-typed';
import { typedIdentityOf } from './read-vs-typed';

const readAt = new Date('2026-12-13T10:00:00Z');
const checked = (form: Record<string, unknown>) =>
  cpfVsTyped({ source: 'text', cpf: PRINTED_CPF }, typedIdentityOf(form, 'main'), { readAt });

describe("an RG's or a CNH's CPF as read against the CPF as typed", () => {
  it('matches the same digits typed with or without punctuation', () => {
    expect(checked({ cpf: '52998224725' })).toEqual({
      source: 'text',
      fields: [{ field: 'cpf', read: PRINTED_CPF, typed: '52998224725', matches: true }],
      mismatches: [],
      checkDigitsValid: true,
      expired: false,
      readAt: readAt.toISOString(),
    });
  });

  it('flags another CPF typed', () => {
    expect(checked({ cpf: '111.444.777-35' })).toMatchObject({
      fields: [{ field: 'cpf', read: PRINTED_CPF, typed: '111.444.777-35', matches: false }],
      mismatches: ['cpf'],
    });
  });

  it('shows it beside a passport typed by a foreigner without comparing', () => {
    expect(checked({ isForeign: true, passport: 'FZ1234567' })).toMatchObject({
      fields: [{ field: 'cpf', read: PRINTED_CPF, typed: null, matches: null }],
      mismatches: [],
    });
  });
});
