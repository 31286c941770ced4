import { toDataURL } from 'qrcode';
import { buildPixBrCode, type PixBrCodeInput } from '@chegada/domain';

/** What the guest form shows for a deposit: the code to copy and the same code as a QR image. */
export type PixCharge = { brCode: string; qrCodeDataUrl: string };

// Medium error correction survives a phone photographing a screen; 320 px reads well on phones.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' } as const;

/**
 * The static pix BR Code for a charge and its QR code as a PNG data URL. Throws the domain's
 * INVALID_PIX_* errors when the key, amount, name or city cannot make a code.
 */
export const createPixCharge = async (input: PixBrCodeInput): Promise<PixCharge> => {
  const brCode = buildPixBrCode(input);
  const qrCodeDataUrl = await toDataURL(brCode, QR_OPTIONS);
  return { brCode, qrCodeDataUrl };
};
