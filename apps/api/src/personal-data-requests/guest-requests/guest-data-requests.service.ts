import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DATA_REQUEST_ANSWER_DAYS,
  holdsDeletion,
  type AskDataRequest,
  type AskDataRequestAnswer,
  type ConfirmDataRequest,
  type DataRequestView,
  type DeletionOutcome,
  type Locale,
} from '@chegada/contracts';
import { companionsOf } from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import { AppError, RateLimiter, type RateLimit } from '../../common';
import {
  CodeDelivery,
  maskEmail,
  OneTimeCodes,
  type Destination,
  type CodeMessage,
  type GuestLinkRequest,
  type GuestLinkTarget,
} from '../../guest-form';
import { SendDataCopy } from '../data-copy/send-data-copy';
import { dataRequestView } from '../data-request-views';
import { CompletionEmails } from '../deletion/completion-email';
import { GuestDataDeletion } from '../deletion/guest-data-deletion';
import { guestEmailOf, requiredGuestEmailOf } from '../guest-email';
import { KeptRecordsRepository } from '../kept-data/kept-records.repository';
import { sealRequesterEmail } from '../requester-email';
import { sealCorrection } from '../correction-text';
import { HostRequestNotices } from './host-request-notice';
import {
  PersonalDataRequestsRepository,
  type DataRequestRow,
} from '../personal-data-requests.repository';

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
 * a code sent to the e-mail on the reservation (an adult companion on their own link types the
 * address: the reservation's is the holder's). The holder's confirmed copy is sent at once to
 * the reservation's address, their deletion done at once as far as no legal duty keeps the
 * data, and a correction waits for the host. Every request of a companion waits for the host,
 * who knows them: whoever holds their link must not get their documents at an address of
 * their choosing (issue 32), so the host sends their copy (HostDataRequests.sendCopy).
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
    private readonly completions: CompletionEmails,
    private readonly hostNotices: HostRequestNotices,
    private readonly kept: KeptRecordsRepository,
  ) {}

  /** Each request; a deletion's kept lines as they stand now (walk57: FNRH registered later). */
  async list(link: GuestLinkRequest): Promise<DataRequestView[]> {
    const rows = await this.requests.listOfReservation(link.reservationId, link.guest);
    const fnrh = await this.kept.fnrhReservaOf(link.reservationId);
    return Promise.all(rows.map((row) => dataRequestView(this.vault, row, fnrh)));
  }

  /** What a deletion asked now would destroy at once and keep, until when. */
  deletionPreview(link: GuestLinkRequest): Promise<DeletionOutcome> {
    return this.deletion.preview(link.target, new Date());
  }

  async ask(
    link: GuestLinkRequest,
    body: AskDataRequest,
    locale: Locale,
  ): Promise<AskDataRequestAnswer> {
    const { target, reservationId, guest } = link;
    const destination = destinationOf(link, body.email);
    if (body.kind === 'deletion') await this.refuseSecondDeletion(link);
    await this.limiter.consume(ASKS_BY_GUEST, `${reservationId}:${guest}`);
    const correction = body.kind === 'correction' && body.correction ? body.correction : null;
    const id = randomUUID();
    const row = await this.requests.add({
      id,
      reservation_id: reservationId,
      account_id: target.reservation.accountId,
      kind: body.kind,
      correction: correction
        ? await sealCorrection(this.vault, { reservation_id: reservationId, guest }, correction)
        : null,
      guest,
      // The holder's address is the reservation's; a companion's is kept for the host to answer.
      email: guest === 'main' ? null : await sealRequesterEmail(this.vault, id, destination.to),
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
    const { target, reservationId } = link;
    const row = await this.requests.ofReservation(reservationId, requestId);
    // Each guest confirms only their own requests.
    if (!row || row.guest !== link.guest) throw new AppError('NOT_FOUND');
    if (row.status === 'unconfirmed') {
      // Asked before the first was confirmed: still one deletion at most.
      if (row.kind === 'deletion') await this.refuseSecondDeletion(link);
      const check = await this.codes.check(scopeOf(row.id), body.code);
      if (check !== 'ok')
        throw new AppError(check === 'invalid' ? 'IMPORT_CODE_INVALID' : 'IMPORT_CODE_EXPIRED');
      const now = new Date();
      const dueAt = new Date(now.getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS);
      if (await this.requests.confirm(row.id, now, dueAt)) {
        // The host hears of it as it then is (done, or what is theirs to do), even if the
        // copy or deletion below fails: the request is open then, with its deadline.
        try {
          await this.carryOut(target, link, row, now);
        } finally {
          const carriedOut = await this.requests.ofReservation(reservationId, requestId);
          await this.hostNotices.send(target, carriedOut ?? { ...row, due_at: dueAt });
        }
      }
    }
    const confirmed = await this.requests.ofReservation(reservationId, requestId);
    return dataRequestView(this.vault, confirmed ?? row);
  }

  /** Walk61: one deletion per guest, while it waits or once carried out (holdsDeletion). */
  private async refuseSecondDeletion({ reservationId, guest }: GuestLinkRequest): Promise<void> {
    const rows = await this.requests.listOfReservation(reservationId, guest);
    const held = rows.some((row) =>
      holdsDeletion({ ...row, deletion: row.outcome?.deletion ?? null }),
    );
    if (held)
      throw new AppError('VALIDATION_FAILED', [
        { field: 'kind', key: 'guestDataRequests.deletionAlreadyAsked' },
      ]);
  }

  private async carryOut(
    target: GuestLinkTarget,
    link: GuestLinkRequest,
    row: DataRequestRow,
    now: Date,
  ): Promise<void> {
    const { id, kind, guest, locale } = row;
    // A companion's request waits for the host, who confirms it is them (issue 32).
    if (guest !== 'main') return;
    switch (kind) {
      case 'copy': {
        const to = requiredGuestEmailOf(target).to;
        await this.copies.send(target, to, id, locale as Locale, now);
        return this.requests.recordOutcome(id, { copySentAt: now.toISOString() }, true);
      }
      case 'deletion': {
        // Where her answer goes, read before the deletion shreds it.
        const to = guestEmailOf(target)?.to;
        const deletion = await this.deletion.run(target, link.context, now);
        const done = deletion.kept.every((kept) => kept.reason !== 'stayNotEnded');
        await this.requests.recordOutcome(id, { deletion }, done);
        // Done at once: told by e-mail as a deferred one is at its completion, once.
        if (done && to) await this.completions.sendAtOnce(row, deletion, to, now);
        return;
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

/**
 * Where the code goes: the holder's, the e-mail on the reservation; an adult companion's, the
 * address they typed (their entry of the form has none), which the host answers at.
 */
const destinationOf = (link: GuestLinkRequest, email: string | undefined): Destination => {
  if (link.guest === 'main') return requiredGuestEmailOf(link.target);
  // A key no companion on the form has is no one's link.
  if (!companionsOf(link.target.state.form).some((each) => each.key === link.guest))
    throw new AppError('NOT_FOUND');
  if (!email)
    throw new AppError('VALIDATION_FAILED', [
      { field: 'email', key: 'guestDataRequests.emailRequired' },
    ]);
  return { channel: 'email', to: email, masked: maskEmail(email) };
};
