import type { Logger } from '@nestjs/common';
import { createPixCharge } from '../../pix';
import { type GuestLinkTarget } from '../link-access';

export type GuestDeposit = { amount: number; brCode: string | null; qrCodeDataUrl: string | null };

/** The property's deposit with its pix code, or only the amount when no code can be made. */
export const depositOf = async (
  { reservation, company, residence }: GuestLinkTarget,
  logger: Logger,
): Promise<GuestDeposit | null> => {
  if (residence.depositAmount <= 0) return null;
  const unpaid = { amount: residence.depositAmount, brCode: null, qrCodeDataUrl: null };
  if (!residence.pixKey) return unpaid;
  try {
    const charge = await createPixCharge({
      key: residence.pixKey,
      amountInCentavos: residence.depositAmount,
      merchantName: company.name,
      merchantCity: residence.city,
      // Lets the host match the payment to the stay in the bank statement.
      txid: reservation.reservationId.replaceAll('-', '').slice(0, 25),
    });
    return { amount: residence.depositAmount, ...charge };
  } catch (error) {
    // A key that no longer makes a code: the guest still sees the amount and the host's contact.
    logger.warn({ err: error, residenceId: residence.id }, 'Pix code not built');
    return unpaid;
  }
};
