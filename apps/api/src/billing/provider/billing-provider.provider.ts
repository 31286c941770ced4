import type { Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { AsaasClient } from './asaas.client';
import { BILLING_PROVIDER, type BillingProvider } from './billing-provider';

/** The configured provider, or null with BILLING_PROVIDER=none (the trial simply runs). */
export const billingProviderProvider: Provider = {
  provide: BILLING_PROVIDER,
  inject: [CONFIG],
  useFactory: (config: Config): BillingProvider | null =>
    config.BILLING_PROVIDER === 'asaas' && config.BILLING_API_KEY && config.BILLING_WEBHOOK_TOKEN
      ? new AsaasClient({
          apiUrl: config.BILLING_API_URL,
          apiKey: config.BILLING_API_KEY,
          webhookToken: config.BILLING_WEBHOOK_TOKEN,
        })
      : null,
};
