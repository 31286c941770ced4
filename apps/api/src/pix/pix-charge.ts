import { toDataURL } from 'qrcode';
import { buildPixBrCode, type PixBrCodeInput } from '@chegada/domain';
import { LruMap } from '../common';

/** What the guest form shows for a deposit: the code to copy and the same code as a QR image. */
export type PixCharge = { brCode: string; qrCodeDataUrl: string };

// Medium error correction survives a phone photographing a screen; 320 px reads well on phones.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' } as const;

/**
 * Images of the codes drawn lately (a few KB each). Drawing one is CPU work during which the
 * process answers nobody else, and a guest loads the form again at every step.
 */
const images = new LruMap<string, Promise<string>>(1_000);

const imageOf = (brCode: string): Promise<string> => {
  const kept = images.get(brCode);
  if (kept) return kept;
  const drawing = toDataURL(brCode, QR_OPTIONS);
  images.set(brCode, drawing);
  drawing.catch(() => images.delete(brCode));
  return drawing;
};

/**
 * The static pix BR Code for a charge and its QR code as a PNG data URL. Throws the domain's
 * INVALID_PIX_* errors when the key, amount, name or city cannot make a code.
 */
export const createPixCharge = async (input: PixBrCodeInput): Promise<PixCharge> => {
  const brCode = buildPixBrCode(input);
  return { brCode, qrCodeDataUrl: await imageOf(brCode) };
};
