import { Injectable } from '@nestjs/common';
import { negotiateLocale, translate, type DeletionOutcome } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { MessageRequests } from '../../message-delivery';
import { deletionStoryLines } from '../guest-requests/deletion-story';
import type { DataRequestRow } from '../personal-data-requests.repository';
import { forgetRequesterEmail, openRequesterEmail } from '../requester-email';
import { CompanyNamesRepository } from './company-names.repository';

/**
 * A deletion answered or asked before the stay's end, told once it is fulfilled (issue 32): LGPD
 * art. 18 VI and 19 give the data subject the confirmation of what was done, and the answer they
 * got said the rest waited for the stay's end. What went and what is kept, in the language they
 * asked in — the holder at the reservation's e-mail, read before her deletion shredded it; an
 * adult companion at the address she confirmed, `request` as read before the completion, which
 * erases that address too — through the delivery pipeline, once (by its idempotency key),
 * whatever run sends it again.
 */
@Injectable()
export class CompletionEmails {
  constructor(
    private readonly messages: MessageRequests,
    private readonly vault: PersonalDataVault,
    private readonly companies: CompanyNamesRepository,
  ) {}

  /**
   * `holderEmail`: the reservation's e-mail, for the holder's request (null for a companion's).
   * `deletion`: what the run at the stay's end did, `at` then; what went at once is the request's.
   */
  async send(
    request: DataRequestRow,
    deletion: DeletionOutcome,
    holderEmail: string | null,
    at: Date,
  ): Promise<void> {
    const holder = request.guest === 'main';
    const to = holder ? holderEmail : await openRequesterEmail(this.vault, request);
    const company = await this.companies.nameOf(request.account_id);
    const completed = { at: at.toISOString(), deletion };
    if (to && company) await this.sendTo(to, company, request, completed);
    // The last message of her request: the address she confirmed for it goes now.
    if (!holder) await forgetRequesterEmail(this.vault, request.id);
  }

  /**
   * The holder's deletion carried out in full when she confirmed it (the stay was over): its
   * answer by e-mail too, as a deferred one's completion is (issue 32 walk), at the address
   * read before the deletion shredded it.
   */
  async sendAtOnce(
    request: DataRequestRow,
    deletion: DeletionOutcome,
    holderEmail: string,
    at: Date,
  ): Promise<void> {
    const company = await this.companies.nameOf(request.account_id);
    const completed = { at: at.toISOString(), deletion };
    if (company)
      await this.sendTo(holderEmail, company, { ...request, outcome: { deletion } }, completed);
  }

  private async sendTo(
    to: string,
    company: string,
    request: DataRequestRow,
    completed: { at: string; deletion: DeletionOutcome },
  ): Promise<void> {
    const locale = negotiateLocale(request.locale);
    // What went when: at once when answered, the rest at the stay's end (walk57).
    const lines = deletionStoryLines(locale, request.outcome?.deletion, completed);
    const values = { company, answer: lines.join('\n') };
    const atOnce = request.outcome?.deletion === completed.deletion;
    await this.messages.request([
      {
        channel: 'email',
        message: {
          to,
          subject: translate(locale, 'guestDataRequests.email.completedSubject', values),
          text: translate(
            locale,
            request.guest !== 'main'
              ? 'guestDataRequests.email.completedText'
              : atOnce
                ? 'guestDataRequests.email.completedAtOnceText'
                : 'guestDataRequests.email.completedHolderText',
            values,
          ),
          language: locale,
          fromName: company,
          idempotencyKey: `data-request-completed-${request.id}`,
          template: 'data-request-completed',
          reservationId: request.reservation_id,
          recipient: request.guest,
        },
      },
    ]);
  }
}
