import { z } from 'zod';
import { credential, providerApi } from './variable-types';

/**
 * The subscription that bills itself (issue 31): the payment provider behind its port, the
 * trial and the grace an unpaid charge gets before the account becomes inactive.
 */
export const billingVariables = {
  BILLING_PROVIDER: {
    description:
      'asaas (subscriptions and credits charged by pix, boleto or card through Asaas) or none ' +
      '(the default: the trial simply runs, nothing is charged and no account becomes inactive).',
    schema: z.enum(['asaas', 'none']).default('none'),
  },
  BILLING_API_URL: providerApi(
    "The provider's API base: Asaas' production by default, its sandbox " +
      '(https://api-sandbox.asaas.com/v3) or a test peer otherwise.',
    'https://api.asaas.com/v3',
  ),
  BILLING_API_KEY: credential(
    "The provider's API key (Asaas sends it as the access_token header).",
  ),
  BILLING_WEBHOOK_TOKEN: {
    description:
      'The token the provider sends with each webhook (Asaas: the "authentication token" of the ' +
      'webhook at /api/billing/webhooks/asaas); a webhook without it is refused.',
    schema: z.string().min(16, 'must be at least 16 characters').optional(),
  },
  TRIAL_DAYS: {
    description: "The free trial's length in days, from the registration (product spec §9).",
    schema: z.coerce.number().int().min(1).max(365).default(30),
  },
  BILLING_GRACE_DAYS: {
    description:
      'Days a subscription charge may stay unpaid after its due date before the account ' +
      'becomes inactive (spec §4).',
    schema: z.coerce.number().int().min(0).max(60).default(5),
  },
  BILLING_CYCLE_SECONDS: {
    description:
      'How often the worker runs the billing cycle (trials that ended, tier changes, charges ' +
      'past their grace, webhooks not yet applied); hourly by default.',
    schema: z.coerce.number().int().min(10).max(86_400).default(3_600),
  },
  CREDITS_WHATSAPP_CENTAVOS: {
    description:
      "What one WhatsApp message costs the host's credits (centavos) while billing is on; with " +
      'no credits left it goes by e-mail instead and the deliveries say why.',
    schema: z.coerce.number().int().min(0).max(10_000).default(10),
  },
  CREDITS_CPF_CHECK_CENTAVOS: {
    description:
      "What one CPF check against the Receita Federal costs the host's credits (centavos) while " +
      'billing is on; with no credits left the check is skipped and the review says so.',
    schema: z.coerce.number().int().min(0).max(10_000).default(50),
  },
} satisfies Record<string, { description: string; schema: z.ZodType }>;

export const billingChecks = (config: {
  BILLING_PROVIDER: 'asaas' | 'none';
  BILLING_API_KEY?: string | undefined;
  BILLING_WEBHOOK_TOKEN?: string | undefined;
}): string[] =>
  config.BILLING_PROVIDER === 'none'
    ? []
    : (['BILLING_API_KEY', 'BILLING_WEBHOOK_TOKEN'] as const)
        .filter((name) => !config[name])
        .map((name) => `${name}: required when BILLING_PROVIDER=asaas`);
