import { AppError } from '../../common';
import { BillingProviderFailed, type BillingProvider } from '../provider';

/** A provider's failure is the host's "try again", never a 500. */
export const orUnavailable = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingProviderFailed) throw new AppError('BILLING_UNAVAILABLE');
    throw error;
  }
};

/** The provider, or BILLING_NOT_CONFIGURED (409) with BILLING_PROVIDER=none. */
export const configured = (provider: BillingProvider | null): BillingProvider => {
  if (!provider) throw new AppError('BILLING_NOT_CONFIGURED');
  return provider;
};
