import { findCpf } from './cpf-text';

describe('finding the CPF among the lines an OCR read of an RG or a CNH', () => {
  it('finds one written ###.###.###-##, wherever it stands', () => {
    expect(findCpf(['REGISTRO GERAL', '12.345.678-9', 'CPF 529.982.247-25'])).toBe(
      '529.982.247-25',
    );
    expect(findCpf(['NOME MARIA', '529,982.247 - 25'])).toBe('529.982.247-25');
  });

  it('takes 11 bare digits only beside or under a "CPF" label', () => {
    expect(findCpf(['CPF', '', '52998224725', 'DATA NASCIMENTO'])).toBe('529.982.247-25');
    expect(findCpf(['CPF 52998224725'])).toBe('529.982.247-25');
    expect(findCpf(['N REGISTRO', '52998224725'])).toBeNull();
  });

  it('offers nothing when the check digits are wrong (a misread digit)', () => {
    expect(findCpf(['CPF', '529.982.247-26'])).toBeNull();
    expect(findCpf(['CPF', '111.111.111-11'])).toBeNull();
  });

  it('passes over a wrong number to the right one', () => {
    expect(findCpf(['12345678901', 'CPF', '529.982.247-25'])).toBe('529.982.247-25');
  });
});
