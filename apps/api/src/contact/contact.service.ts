import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import type { ContactRequest, NewContactRequest } from '@chegada/contracts';
import { ContactRepository, type FormOrigin } from './contact.repository';
import { RateLimiter, type RateLimit } from '../common';
import { MessageRequests } from '../notifications';

// Support reads Portuguese; these e-mails never reach a customer, so they are not translated.
const lines = (fields: [label: string, value: string | number][]): string =>
  fields.map(([label, value]) => `${label}: ${value}`).join('\n');

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
    const fields = lines([
      ['Nome', form.name],
      ['E-mail', form.email],
      ['Telefone', form.phone],
      ['Assunto', form.subject],
    ]);
    await this.emailSupport(`Contato pelo site: ${form.subject}`, `${fields}\n\n${form.message}`, {
      idempotencyKey: `contact-message-${id}`,
    });
  }

  async registerLead(form: NewContactRequest, origin: FormOrigin): Promise<void> {
    await this.limiter.consume(LEAD_FORMS, origin.ip);
    const id = await this.repository.saveLead(form, origin);
    const fields = lines([
      ['Nome', form.name],
      ['E-mail', form.email],
      ['Telefone', form.phone],
      ['Empresa', form.company],
      ['Imóveis', form.quantityOfProperties],
    ]);
    await this.emailSupport(`Novo interessado: ${form.company}`, fields, {
      idempotencyKey: `lead-${id}`,
    });
  }

  private emailSupport(subject: string, text: string, key: { idempotencyKey: string }) {
    const message = { to: this.config.SUPPORT_EMAIL, subject, text, ...key };
    return this.messages.request([{ channel: 'email', message }]);
  }
}
