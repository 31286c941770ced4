import { isDomainError } from '../domain-error';
import { buildPixBrCode, formatPixAmount, type PixBrCodeInput } from './br-code';
import { hasValidPixCrc, parsePixBrCode } from './br-code-parser';
import { crc16CcittFalse, crc16Hex } from './crc16';

// Examples published in the Central Bank's BR Code manual (fictitious key and payee).
const BCB_KEY = '123e4567-e12b-12d1-a456-426655440000';
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
  '5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd441' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const BCB_COMPOSITE_WITH_AMOUNT =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.50' +
  '5802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/' +
  '2353c790eefb11eaadc10242ac12000263042875';
// Published by an open-source BR Code library, written by another generator: the GUI in capitals.
const OTHER_GENERATOR =
  '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.00' +
  '5802BR5907Enrique6009Sao Paulo62070503***6304968A';

const aCharge = (overrides: Partial<PixBrCodeInput> = {}): PixBrCodeInput => ({
  key: BCB_KEY,
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
  ...overrides,
});

const codeOf = (build: () => unknown): string | undefined => {
  try {
    build();
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  return undefined;
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
  });

  it('writes 4 uppercase digits, zeros included', () => {
    expect(crc16Hex('')).toBe('FFFF');
    expect(crc16Hex(BCB_STATIC.slice(0, -4))).toBe('1D3D');
  });
});

describe('buildPixBrCode', () => {
  it("reproduces the Central Bank manual's static example byte for byte", () => {
    expect(buildPixBrCode(aCharge())).toBe(BCB_STATIC);
  });

  it('writes the amount with two decimals and a point, before the country', () => {
    const code = buildPixBrCode(aCharge({ amountInCentavos: 10050 }));
    // The manual's composite example without its field 80 (the payment URL).
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406' +
        '100.505802BR5913Fulano de Tal6008BRASILIA62070503***6304659E',
    );
    expect(BCB_COMPOSITE_WITH_AMOUNT).toContain('5406100.505802BR');
  });

  it.each([
    [1, '0.01'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1234.56'],
    [999999999999, '9999999999.99'],
  ])('formats %i centavos as %s', (centavos, amount) => {
    expect(formatPixAmount(centavos)).toBe(amount);
    expect(buildPixBrCode(aCharge({ amountInCentavos: centavos }))).toContain(
      `54${String(amount.length).padStart(2, '0')}${amount}5802BR`,
    );
  });

  it('strips accents and cuts the name to 25 and the city to 15 characters', () => {
    const code = buildPixBrCode(
      aCharge({
        merchantName: '  Pousada  Açaí & Cachoeira do Ribeirão Grande ',
        merchantCity: 'São José dos Campos do Norte',
      }),
    );
    const fields = parsePixBrCode(code);
    expect(fields.merchantName).toBe('Pousada Acai & Cachoeira');
    expect(fields.merchantCity).toBe('Sao Jose dos Ca');
    expect(code).toContain('5924Pousada Acai & Cachoeira6015Sao Jose dos Ca');
  });

  it('writes the key as the pix directory stores it', () => {
    expect(parsePixBrCode(buildPixBrCode(aCharge({ key: '123.456.789-09' }))).key).toBe(
      '12345678909',
    );
    expect(parsePixBrCode(buildPixBrCode(aCharge({ key: '+55 (11) 98765-4321' }))).key).toBe(
      '+5511987654321',
    );
    expect(parsePixBrCode(buildPixBrCode(aCharge({ key: 'Host@Example.com' }))).key).toBe(
      'host@example.com',
    );
  });

  it('carries a txid and a message, shortening the message to what field 26 holds', () => {
    const email = `${'a'.repeat(55)}@example.com`;
    const code = buildPixBrCode(
      aCharge({ key: email, txid: 'RES2026ABC', message: 'Caução da reserva de março '.repeat(3) }),
    );
    const fields = parsePixBrCode(code);
    expect(fields.txid).toBe('RES2026ABC');
    expect(fields.message).toBe('Caucao');
    expect(code).toMatch(
      /^00020126990014br\.gov\.bcb\.pix0167a{55}@example\.com0206Caucao52040000/,
    );
  });

  it('leaves the message out when the key fills field 26', () => {
    const email = `${'b'.repeat(65)}@example.com`;
    const fields = parsePixBrCode(buildPixBrCode(aCharge({ key: email, message: 'Caução' })));
    expect(fields.message).toBeUndefined();
    expect(fields.key).toBe(email);
  });

  it.each<[string, Partial<PixBrCodeInput>, string]>([
    ['an invalid key', { key: '123.456.789-00' }, 'INVALID_PIX_KEY'],
    ['a zero amount', { amountInCentavos: 0 }, 'INVALID_PIX_AMOUNT'],
    ['a negative amount', { amountInCentavos: -100 }, 'INVALID_PIX_AMOUNT'],
    ['a fractional amount of centavos', { amountInCentavos: 10.5 }, 'INVALID_PIX_AMOUNT'],
    ['an amount over 13 characters', { amountInCentavos: 1e12 }, 'INVALID_PIX_AMOUNT'],
    ['a name of only symbols', { merchantName: '  ✓✓ ' }, 'INVALID_PIX_MERCHANT_NAME'],
    ['an empty city', { merchantCity: ' ' }, 'INVALID_PIX_MERCHANT_CITY'],
    ['a txid with a dash', { txid: 'RES-1' }, 'INVALID_PIX_TXID'],
    ['a txid of 26 characters', { txid: 'A'.repeat(26) }, 'INVALID_PIX_TXID'],
    ['an empty txid', { txid: '' }, 'INVALID_PIX_TXID'],
  ])('refuses %s', (_, overrides, code) => {
    expect(codeOf(() => buildPixBrCode(aCharge(overrides)))).toBe(code);
  });
});

describe('parsePixBrCode and hasValidPixCrc', () => {
  it.each([
    ['static', BCB_STATIC],
    ['dynamic', BCB_DYNAMIC],
    ['composite', BCB_COMPOSITE_WITH_AMOUNT],
    ['other generator', OTHER_GENERATOR],
  ])('accept the CRC of the published %s example', (_, code) => {
    expect(hasValidPixCrc(code)).toBe(true);
  });

  it('reads the published examples back', () => {
    expect(parsePixBrCode(BCB_STATIC)).toEqual({
      key: BCB_KEY,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    });
    expect(parsePixBrCode(BCB_COMPOSITE_WITH_AMOUNT)).toMatchObject({ amountInCentavos: 10050 });
    expect(parsePixBrCode(OTHER_GENERATOR)).toMatchObject({
      key: BCB_KEY,
      amountInCentavos: 10000,
      merchantName: 'Enrique',
      merchantCity: 'Sao Paulo',
    });
  });

  it('refuses a dynamic code, which carries a URL instead of a key', () => {
    expect(codeOf(() => parsePixBrCode(BCB_DYNAMIC))).toBe('INVALID_PIX_BR_CODE');
  });

  it('refuses a code with one character changed or its CRC altered', () => {
    const tampered = BCB_STATIC.replace('Fulano', 'Fulana');
    expect(hasValidPixCrc(tampered)).toBe(false);
    expect(codeOf(() => parsePixBrCode(tampered))).toBe('INVALID_PIX_BR_CODE');
    expect(hasValidPixCrc(`${BCB_STATIC.slice(0, -4)}1d3d`)).toBe(false);
    expect(hasValidPixCrc(BCB_STATIC.slice(0, -1))).toBe(false);
  });

  it('round-trips what it builds', () => {
    const input = aCharge({
      key: '11.222.333/0001-81',
      amountInCentavos: 35000,
      merchantName: 'Chegada Hospedagens',
      merchantCity: 'Florianopolis',
      txid: 'CAUCAO42',
      message: 'Caucao',
    });
    const code = buildPixBrCode(input);
    expect(hasValidPixCrc(code)).toBe(true);
    expect(parsePixBrCode(code)).toEqual({ ...input, key: '11222333000181' });
  });
});
