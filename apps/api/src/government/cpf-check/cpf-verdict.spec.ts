import { comparableName, cpfVerdict, isoBirthDate, situationOf } from './cpf-verdict';

describe("a CPF against the Receita's register", () => {
  it.each([
    ['0', 'regular'],
    ['2', 'suspended'],
    ['3', 'deceased'],
    ['4', 'pending'],
    ['5', 'cancelled'],
    ['8', 'null'],
    ['9', 'cancelled'],
  ])("reads Serpro's situation %s as %s", (code, situation) => {
    expect(situationOf(code)).toBe(situation);
  });

  it('reads the birth date Serpro writes as DDMMAAAA', () => {
    expect(isoBirthDate('01041990')).toBe('1990-04-01');
    expect(isoBirthDate('')).toBeNull();
  });

  it('matches a name whatever its accents, case and spacing', () => {
    expect(comparableName('  José  da Conceição-Silva ')).toBe('JOSE DA CONCEICAO SILVA');
    const record = {
      name: 'MARIA DA SILVA',
      birthDate: '1990-04-01',
      situation: 'regular' as const,
    };
    expect(cpfVerdict(record, { name: 'Maria da Silva', birthDate: '1990-04-01' })).toEqual({
      situation: 'regular',
      nameMatches: true,
      birthDateMatches: true,
    });
    expect(cpfVerdict(record, { name: 'Maria Silva', birthDate: '1990-04-02' })).toEqual({
      situation: 'regular',
      nameMatches: false,
      birthDateMatches: false,
    });
  });
});
