import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import type { ContactRequest, NewContactRequest } from '@chegada/contracts';
import { ContactRepository, type FormOrigin } from './contact.repository';
import { RateLimiter, type RateLimit } from '../common';
import { MessageRequests } from '../message-delivery';

// Support reads Portuguese; these e-mails never reach a customer, so they are not translated.
type Field = [label: string, value: string | number];
const lines = (fields: Field[]): string =>
  fields.map(([label, value]) => `${label}: ${value}`).join('\n');

const sender = (form: { name: string; email: string; phone: string }): Field[] => [
  ['Nome', form.name],
  ['E-mail', form.email],
  ['Telefone', form.phone],
];

// Public forms store a row and e-mail support: 5 per IP and form in 10 minutes.
const CONTACT_FORMS: RateLimit = { name: 'forms:contact', max: 5, windowSeconds: 10 * 60 };
const LEAD_FORMS: RateLimit = { name: 'forms:new-contact', max: 5, windowSeconds: 10 * 60 };

/** The public forms: each submission is stored, then e-mailed to support outside the request. */
@Injectable()
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly limiter: RateLimiter,
    private readonly messages: MessageRequests,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async sendMessage(form: ContactRequest, origin: FormOrigin): Promise<void> {
    await this.limiter.consume(CONTACT_FORMS, origin.ip);
    const id = await this.repository.saveMessage(form, origin);
    const fields = lines([...sender(form), ['Assunto', form.subject]]);
    const text = `${fields}\n\n${form.message}`;
    await this.emailSupport(`contact-message-${id}`, `Contato pelo site: ${form.subject}`, text);
  }

  async registerLead(form: NewContactRequest, origin: FormOrigin): Promise<void> {
    await this.limiter.consume(LEAD_FORMS, origin.ip);
    const id = await this.repository.saveLead(form, origin);
    const text = lines([
      ...sender(form),
      ['Empresa', form.company],
      ['Imóveis', form.quantityOfProperties],
    ]);
    await this.emailSupport(`lead-${id}`, `Novo interessado: ${form.company}`, text);
  }

  private emailSupport(idempotencyKey: string, subject: string, text: string): Promise<void> {
    const message = { to: this.config.SUPPORT_EMAIL, subject, text, idempotencyKey };
    return this.messages.request([{ channel: 'email', message }]);
  }
}
