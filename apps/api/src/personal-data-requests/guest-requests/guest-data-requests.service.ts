import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DATA_REQUEST_ANSWER_DAYS,
  type AskDataRequest,
  type AskDataRequestAnswer,
  type ConfirmDataRequest,
  type DataRequestView,
  type DeletionOutcome,
  type Locale,
} from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { AppError, RateLimiter, type RateLimit } from '../../common';
import {
  CodeDelivery,
  OneTimeCodes,
  type CodeMessage,
  type GuestLinkRequest,
  type GuestLinkTarget,
} from '../../guest-form';
import { SendDataCopy } from '../data-copy/send-data-copy';
import { dataRequestView } from '../data-request-views';
import { GuestDataDeletion } from '../deletion/guest-data-deletion';
import { requiredGuestEmailOf } from '../guest-email';
import { PersonalDataRequestsRepository } from '../personal-data-requests.repository';

// As the other codes a guest is sent: a few per guest, a few more per address.
const ASKS_BY_GUEST: RateLimit = { name: 'data-request:guest', max: 5, windowSeconds: 60 * 60 };
const CONFIRMS_BY_IP: RateLimit = { name: 'data-request-confirm:ip', max: 30, windowSeconds: 600 };

/** The code's e-mail; codes go by e-mail only, the template is the unlock's approved one. */
const codeMessageOf = (company: string): CodeMessage => ({
  subject: 'guestDataRequests.email.codeSubject',
  text: 'guestDataRequests.email.codeText',
  template: 'chegada_unlock_code',
  values: { company },
  // From the company, as the copy and the host's answer come: one sender for one request.
  fromName: company,
});

const scopeOf = (requestId: string): string => `data-request:code:${requestId}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A guest's requests about their data, from their own link (issue 32): each is confirmed with
 * a code sent to the e-mail on the reservation, which is also where a copy goes. A confirmed
 * copy is sent at once, a deletion done at once as far as no legal duty keeps the data, and a
 * correction waits for the host.
 */
@Injectable()
export class GuestDataRequests {
  constructor(
    private readonly requests: PersonalDataRequestsRepository,
    private readonly vault: PersonalDataVault,
    private readonly codes: OneTimeCodes,
    private readonly delivery: CodeDelivery,
    private readonly limiter: RateLimiter,
    private readonly copies: SendDataCopy,
    private readonly deletion: GuestDataDeletion,
  ) {}

  async list(link: GuestLinkRequest): Promise<DataRequestView[]> {
    const rows = await this.requests.listOfReservation(mainGuestOf(link).reservationId);
    return Promise.all(rows.map((row) => dataRequestView(this.vault, row)));
  }

  /** What a deletion asked now would destroy at once and keep, until when. */
  deletionPreview(link: GuestLinkRequest): Promise<DeletionOutcome> {
    return this.deletion.preview(mainGuestOf(link).target, new Date());
  }

  async ask(
    link: GuestLinkRequest,
    body: AskDataRequest,
    locale: Locale,
  ): Promise<AskDataRequestAnswer> {
    const { target, reservationId } = mainGuestOf(link);
    const destination = requiredGuestEmailOf(target);
    await this.limiter.consume(ASKS_BY_GUEST, reservationId);
    const correction = body.kind === 'correction' && body.correction ? body.correction : null;
    const row = await this.requests.add({
      id: randomUUID(),
      reservation_id: reservationId,
      account_id: target.reservation.accountId,
      kind: body.kind,
      correction: correction ? await this.vault.seal(reservationId, correction) : null,
      locale,
      requested_at: new Date(),
    });
    await this.delivery.issueAndSend(
      scopeOf(row.id),
      destination,
      codeMessageOf(target.company.name),
      locale,
    );
    return { request: await dataRequestView(this.vault, row), destination: destination.masked };
  }

  async confirm(
    link: GuestLinkRequest,
    requestId: string,
    body: ConfirmDataRequest,
    ip: string,
  ): Promise<DataRequestView> {
    await this.limiter.consume(CONFIRMS_BY_IP, ip);
    const { target, reservationId } = mainGuestOf(link);
    const row = await this.requests.ofReservation(reservationId, requestId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'unconfirmed') {
      const check = await this.codes.check(scopeOf(row.id), body.code);
      if (check !== 'ok')
        throw new AppError(check === 'invalid' ? 'IMPORT_CODE_INVALID' : 'IMPORT_CODE_EXPIRED');
      const now = new Date();
      if (
        await this.requests.confirm(
          row.id,
          now,
          new Date(now.getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS),
        )
      )
        await this.carryOut(target, link, row.id, row.kind, row.locale as Locale, now);
    }
    const confirmed = await this.requests.ofReservation(reservationId, requestId);
    return dataRequestView(this.vault, confirmed ?? row);
  }

  private async carryOut(
    target: GuestLinkTarget,
    link: GuestLinkRequest,
    id: string,
    kind: DataRequestView['kind'],
    locale: Locale,
    now: Date,
  ): Promise<void> {
    switch (kind) {
      case 'copy':
        await this.copies.send(target, requiredGuestEmailOf(target).to, id, locale, now);
        return this.requests.recordOutcome(id, { copySentAt: now.toISOString() }, true);
      case 'deletion': {
        const deletion = await this.deletion.run(target, link.context, now);
        const done = deletion.kept.every((kept) => kept.reason !== 'stayNotEnded');
        return this.requests.recordOutcome(id, { deletion }, done);
      }
      case 'correction':
        return;
      default: {
        const unknown: never = kind;
        throw new Error(`Unknown request ${String(unknown)}`);
      }
    }
  }
}

/** Requests are the main guest's: an additional guest's own link asks the holder or the host. */
const mainGuestOf = (link: GuestLinkRequest) => {
  if (link.guest !== 'main') throw new AppError('NOT_FOUND');
  return link;
};
