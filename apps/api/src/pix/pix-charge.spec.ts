import { parsePixBrCode } from '@chegada/domain';
import { createPixCharge } from './pix-charge';

const deposit = {
  key: 'anfitriao@example.com',
  amountInCentavos: 50000,
  merchantName: 'Chegada Hospedagens Ltda',
  merchantCity: 'Florianópolis',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image bytes of a data URL, and the width and height its PNG header declares. */
const pngOf = (dataUrl: string) => {
  const [prefix, base64 = ''] = dataUrl.split(',');
  const bytes = Buffer.from(base64, 'base64');
  return { prefix, bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('createPixCharge', () => {
  it('gives the BR Code of the deposit and a square PNG QR image of it', async () => {
    const charge = await createPixCharge(deposit);
    expect(parsePixBrCode(charge.brCode)).toMatchObject({
      key: 'anfitriao@example.com',
      amountInCentavos: 50000,
      merchantName: 'Chegada Hospedagens Ltda',
      merchantCity: 'Florianopolis',
    });
    const png = pngOf(charge.qrCodeDataUrl);
    expect(png.prefix).toBe('data:image/png;base64');
    expect(png.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.width).toBe(png.height);
    expect(png.width).toBeGreaterThanOrEqual(300);
    expect(png.bytes.length).toBeLessThan(20_000);
  });

  it('draws the same image for the same charge and another for another amount', async () => {
    const first = await createPixCharge(deposit);
    const again = await createPixCharge({ ...deposit });
    const other = await createPixCharge({ ...deposit, amountInCentavos: 50001 });
    expect(again).toEqual(first);
    expect(other.brCode).not.toBe(first.brCode);
    expect(other.qrCodeDataUrl).not.toBe(first.qrCodeDataUrl);
  });

  it('refuses a charge whose key is no pix key', async () => {
    await expect(createPixCharge({ ...deposit, key: 'not a key' })).rejects.toMatchObject({
      code: 'INVALID_PIX_KEY',
    });
  });
});
