import { Injectable } from '@nestjs/common';
import { negotiateLocale, translate, type DeletionOutcome, type Locale } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import type { GuestLinkTarget } from '../../guest-form';
import { MessageRequests } from '../../message-delivery';
import { guestEmailOf } from '../guest-email';
import { deletionOutcomeLines, longDate } from '../guest-requests/deletion-outcome-words';
import type { DataRequestRow } from '../personal-data-requests.repository';
import { forgetRequesterEmail, openRequesterEmail } from '../requester-email';

/** An erasure whose rest waits for the stay's end: the guest is written to again then. */
const waitsForStayEnd = (deletion: DeletionOutcome | undefined): boolean =>
  deletion?.kept.some(({ reason }) => reason === 'stayNotEnded') ?? false;

/** What waits for the stay's end, said with its day, and that they will hear when it is done. */
const atStayEndLines = (locale: Locale, deletion: DeletionOutcome | undefined): string[] => {
  const stayEnd = deletion?.kept.find(({ reason }) => reason === 'stayNotEnded')?.until;
  return stayEnd
    ? [
        '',
        translate(locale, 'guestDataRequests.email.atStayEnd', { date: longDate(locale, stayEnd) }),
      ]
    : [];
};

/**
 * The host's answer to a guest's request, e-mailed to the guest in the language they asked in
 * (issue 32): a correction made or refused, a copy or deletion explained. Not once the guest's
 * data is removed: there is no address left to write to, by the guest's own wish.
 */
@Injectable()
export class AnswerEmails {
  constructor(
    private readonly messages: MessageRequests,
    private readonly vault: PersonalDataVault,
  ) {}

  /** `request` with its deletion's outcome as carried out for this answer, if any. */
  send(target: GuestLinkTarget, request: DataRequestRow, answer: string): Promise<void> {
    // An erasure answered before still owes the e-mail of its completion at the stay's end,
    // which the answer announces with its day (walk57: the holder was not told of it).
    const deletion = request.outcome?.completed ? undefined : request.outcome?.deletion;
    const completes = waitsForStayEnd(deletion);
    return this.sendIn(
      target,
      request,
      (locale) => [answer, ...atStayEndLines(locale, deletion)].join('\n'),
      !completes,
    );
  }

  /**
   * A deletion the host carried out (an adult companion's, issue 32), answered by what went
   * and what is kept, why and until when: the lines their page and the host's screen show.
   * `request` as it was before: the address they confirmed goes with the rest of their data.
   */
  sendDeletion(
    target: GuestLinkTarget,
    request: DataRequestRow,
    deletion: DeletionOutcome,
  ): Promise<void> {
    return this.sendIn(
      target,
      request,
      (locale) =>
        [...deletionOutcomeLines(locale, deletion), ...atStayEndLines(locale, deletion)].join('\n'),
      // What waits for the stay's end is written about again then (CompletionEmails).
      !waitsForStayEnd(deletion),
    );
  }

  private async sendIn(
    target: GuestLinkTarget,
    request: DataRequestRow,
    answerIn: (locale: Locale) => string,
    closes: boolean,
  ): Promise<void> {
    // The holder's address went with the reservation's data; a companion's has a key of its own.
    if (request.guest === 'main' && target.reservation.sensitiveDataRemoved) return;
    const to = await this.addressOf(target, request);
    if (!to) return;
    const locale = negotiateLocale(request.locale);
    // Which stay it is about (walk58: two stays' answers read alike).
    const values = {
      company: target.company.name,
      propertyName: target.residence.name,
      checkIn: longDate(locale, target.reservation.checkIn),
      checkOut: longDate(locale, target.reservation.checkOut),
      kind: translate(locale, `guestDataRequests.kind.${request.kind}`),
      answer: answerIn(locale),
    };
    await this.messages.request([
      {
        channel: 'email',
        message: {
          to,
          subject: translate(locale, 'guestDataRequests.email.answerSubject', values),
          text: translate(locale, 'guestDataRequests.email.answerText', values),
          language: locale,
          fromName: target.company.name,
          idempotencyKey: `data-request-answer-${request.id}`,
          template: 'data-request-answer',
          reservationId: target.reservation.reservationId,
          recipient: request.guest,
        },
      },
    ]);
    if (closes && request.guest !== 'main') await forgetRequesterEmail(this.vault, request.id);
  }

  /** An adult companion's request is answered at the address they typed (issue 32). */
  private async addressOf(target: GuestLinkTarget, request: DataRequestRow) {
    if (request.guest === 'main') return guestEmailOf(target)?.to ?? null;
    return openRequesterEmail(this.vault, request);
  }
}
