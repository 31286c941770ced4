import { normalizePixKey } from './pix-key';

describe('pix key', () => {
  it.each([
    ['a CPF, masked', '123.456.789-09', { type: 'cpf', key: '12345678909' }],
    ['a CPF, digits only', '12345678909', { type: 'cpf', key: '12345678909' }],
    ['a numeric CNPJ, masked', '11.222.333/0001-81', { type: 'cnpj', key: '11222333000181' }],
    ['an alphanumeric CNPJ', '12.abc.345/01de-35', { type: 'cnpj', key: '12ABC34501DE35' }],
    ['an e-mail, lowered', ' Host@Example.COM ', { type: 'email', key: 'host@example.com' }],
    ['a mobile phone', '+5511987654321', { type: 'phone', key: '+5511987654321' }],
    ['a phone with spaces', '+55 (61) 3333-4444', { type: 'phone', key: '+556133334444' }],
    [
      'a random key (EVP)',
      '123E4567-E89B-42D3-A456-426614174000',
      { type: 'evp', key: '123e4567-e89b-42d3-a456-426614174000' },
    ],
  ])('accepts %s', (_, value, expected) => {
    expect(normalizePixKey(value)).toEqual(expected);
  });

  it.each([
    ['a CPF with a wrong check digit', '123.456.789-00'],
    ['a CPF of equal digits', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', '11.222.333/0001-82'],
    ['an e-mail over 77 characters', `${'a'.repeat(70)}@host.com`],
    ['an e-mail without a domain', 'host@'],
    ['a phone without +55', '+15551234567'],
    ['a phone with area code 0X', '+5501987654321'],
    ['a Brazilian phone without its +', '11987654321'],
    ['a UUID missing a group', '123e4567-e89b-42d3-426614174000'],
    ['free text', 'minha chave'],
    ['nothing', ''],
  ])('rejects %s', (_, value) => {
    expect(normalizePixKey(value)).toBeNull();
  });
});
