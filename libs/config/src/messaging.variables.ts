import { z } from 'zod';
import { credential, providerApi } from './variable-types';

const smtpUrl = z
  .string()
  .refine((value) => /^smtps?:\/\/[^/]+/.test(value), 'must be an smtp:// or smtps:// URL');

/** The e-mail and WhatsApp providers; unset, messages go to the development outbox. */
export const messagingVariables = {
  SMTP_URL: {
    description:
      'SMTP server that sends e-mail, e.g. smtp://user:pass@host:587 or smtps://user:pass@host:465. ' +
      'Unset, e-mail goes to the development outbox and the start says so.',
    schema: smtpUrl.optional(),
  },
  MAIL_FROM: {
    description:
      "Sender address of every e-mail; the property's or the product's name is its display name.",
    schema: z.string().email().default('nao-responda@chegada.com.br'),
  },
  WHATSAPP_API_URL: providerApi(
    'WhatsApp Business Cloud API host (the Graph API).',
    'https://graph.facebook.com',
  ),
  WHATSAPP_TOKEN: credential(
    'Bearer token of the WhatsApp Business Cloud API. Unset, WhatsApp messages go to the ' +
      'development outbox.',
  ),
  WHATSAPP_PHONE_NUMBER_ID: {
    description:
      'Id of the sending phone number in WhatsApp Business; required with WHATSAPP_TOKEN.',
    schema: z.string().regex(/^\d+$/, 'must be the numeric id WhatsApp Business shows').optional(),
  },
  WHATSAPP_API_VERSION: {
    description: 'Graph API version in the request path, e.g. v21.0.',
    schema: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must read like v21.0')
      .default('v21.0'),
  },
} satisfies Record<string, { description: string; schema: z.ZodType }>;
