import { boolean, object, string, type InferType } from 'yup';

/** Every message the product sends on a reservation's events, by name (the delivery log's too). */
export const messageTemplates = [
  'guest-link',
  'form-received',
  'form-reviewing',
  'approved',
  'door-code',
  'refused',
  'checkout-extended',
  'cancelled',
  'cancellation-reverted',
  'front-desk-list',
  'front-desk-cancelled',
  'front-desk-ended',
] as const;
export type MessageTemplate = (typeof messageTemplates)[number];

// Every message knows the stay and the host's contact; some know more.
const STAY = ['guestName', 'propertyName', 'checkIn', 'checkOut', 'hostContact'] as const;

/** The `{name}` placeholders each message fills; any other is refused on save. */
export const templatePlaceholders = {
  'guest-link': [...STAY, 'link'],
  'form-received': [...STAY, 'link', 'approveLink'],
  'form-reviewing': STAY,
  approved: [...STAY, 'link', 'instructions'],
  'door-code': [...STAY, 'link', 'passcode', 'instructions'],
  refused: [...STAY, 'link', 'motive'],
  'checkout-extended': STAY,
  cancelled: STAY,
  'cancellation-reverted': [...STAY, 'link'],
  'front-desk-list': STAY,
  'front-desk-cancelled': STAY,
  'front-desk-ended': STAY,
} as const satisfies Record<MessageTemplate, readonly string[]>;

export type TemplatePlaceholder = (typeof templatePlaceholders)[MessageTemplate][number];

/** The `{name}` placeholders a text uses, in order, once each. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')),
];

export const TEMPLATE_LIMITS = { subject: 200, body: 4000, action: 60 } as const;

/** The first placeholder of `text` the template does not fill, if any. */
export const unknownPlaceholderIn = (
  template: MessageTemplate,
  text: string | undefined,
): string | undefined => {
  const known: readonly string[] = templatePlaceholders[template];
  return placeholdersIn(text ?? '').find((name) => !known.includes(name));
};

/**
 * The first brace of `text` that opens or closes no `{name}` placeholder ("{link", "link}"),
 * with the word it touches; a message would reach guests with it as written.
 */
export const brokenPlaceholderIn = (text: string | undefined): string | undefined => {
  const stray = (text ?? '').replace(/\{\w+\}/g, (whole) => ' '.repeat(whole.length));
  const at = stray.search(/[{}]/);
  if (at < 0) return undefined;
  const before = stray.slice(0, at).match(/\w*$/)?.[0] ?? '';
  const after = stray.slice(at + 1).match(/^\w*/)?.[0] ?? '';
  return `${before}${stray[at]}${after}`.slice(0, 40);
};

const templateText = (template: MessageTemplate, max: number) =>
  string()
    .trim()
    .max(max, 'validation.maxLength')
    .test('braces', 'messageTemplates.brokenPlaceholder', function closed(value) {
      const broken = brokenPlaceholderIn(value);
      return broken === undefined || this.createError({ params: { fragment: broken } });
    })
    .test('placeholders', 'messageTemplates.unknownPlaceholder', function known(value) {
      const unknown = unknownPlaceholderIn(template, value);
      return unknown === undefined || this.createError({ params: { placeholder: `{${unknown}}` } });
    });

/**
 * PUT /api/message-templates/:template/:locale: the host's words for one message in one
 * language; the template decides what placeholders the texts may use. `body` is paragraphs
 * separated by blank lines; `action` labels the button of `{link}`, `approveAction` that of
 * `{approveLink}`.
 */
export const messageTemplateTextsSchema = (template: MessageTemplate) =>
  object({
    subject: templateText(template, TEMPLATE_LIMITS.subject).required('validation.required'),
    body: templateText(template, TEMPLATE_LIMITS.body).required('validation.required'),
    action: templateText(template, TEMPLATE_LIMITS.action).optional(),
    approveAction: templateText(template, TEMPLATE_LIMITS.action).optional(),
  })
    .noUnknown('validation.unknownField')
    .strict(false);

export type MessageTemplateTexts = InferType<ReturnType<typeof messageTemplateTextsSchema>>;

/**
 * POST /api/stays/process-notification: the token of a link in a host's message. Without
 * `confirm` it only says what the link does; with `confirm: true` it does it, once.
 */
export const processNotificationSchema = object({
  token: string().trim().required('validation.required').max(1000, 'validation.maxLength'),
  confirm: boolean().optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ProcessNotificationRequest = InferType<typeof processNotificationSchema>;

/** What the link does and to which stay; dates are ISO 8601 in the property's time zone. */
export type ProcessNotificationAnswer = {
  action: 'approve';
  done: boolean;
  reservationId: string;
  guestName: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  timeZone: string;
};
