import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthenticatedUser } from '../../common';
import { BillingCharges } from '../billing-charges.repository';
import { BILLING_PROVIDER, type BillingProvider } from '../provider';
import { configured, orUnavailable } from './or-unavailable';

/** Credits purchases the host started by pix and no longer wants (issue 31). */
@Injectable()
export class CreditPurchases {
  constructor(
    private readonly charges: BillingCharges,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
  ) {}

  /**
   * Withdraws an open purchase at the provider first (its pix then takes no payment), then
   * here. One paid meanwhile is refused by the provider: the host is told to try again, and
   * its webhook credits the purchase as for any other.
   */
  async cancel(caller: AuthenticatedUser, chargeId: string): Promise<void> {
    const purchase = await this.charges.charge(caller.accountId, chargeId);
    const open = purchase?.status === 'pending' || purchase?.status === 'overdue';
    if (!purchase || purchase.purpose !== 'credits' || !open) throw new AppError('NOT_FOUND');
    const provider = configured(this.provider);
    await orUnavailable(() => provider.cancelCharge(chargeId));
    await this.charges.markCancelled(caller.accountId, chargeId);
  }
}
