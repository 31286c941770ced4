import { Injectable } from '@nestjs/common';
import type { HostDataRequestView, KeptGuestIdentity, Locale } from '@chegada/contracts';
import type { ExistingReservation } from '@chegada/domain';
import { keptSubjectOf, PersonalDataVault, REMOVED } from '@chegada/personal-data';
import { AppError, type CommandContext } from '../../common';
import { GuestLinkService } from '../../guest-form';
import { SendDataCopy } from '../data-copy/send-data-copy';
import { hostDataRequestView } from '../data-request-views';
import { CompanionDataDeletion } from '../deletion/companion-data-deletion';
import { GuestDataDeletion } from '../deletion/guest-data-deletion';
import { KeptCompanionsRepository } from '../../reservation-stream';
import { KeptRecordsRepository } from '../kept-data/kept-records.repository';
import {
  PersonalDataRequestsRepository,
  type DataRequestRow,
} from '../personal-data-requests.repository';
import { stayIsOver } from '../deletion/kept-identity';
import { forgetRequesterEmail, openRequesterEmail } from '../requester-email';
import { AnswerEmails } from './answer-email';
import { TypedGuestNames, typedNameKey } from './typed-guest-names';

/**
 * A holder's deletion asked before the stay's end completes by itself then (walk58): the host
 * has nothing to answer until the stay is over, and an answer would tell her nothing new.
 */
const refuseScheduled = (row: DataRequestRow, reservation: ExistingReservation, now: Date) => {
  const waits = row.outcome?.deletion?.kept.find(({ reason }) => reason === 'stayNotEnded');
  if (row.guest !== 'main' || !waits?.until || stayIsOver(reservation, now)) return;
  throw new AppError('VALIDATION_FAILED', [
    {
      field: 'answer',
      key: 'guestDataRequests.scheduledNoAnswer',
      values: { date: Date.parse(waits.until) },
    },
  ]);
};

/**
 * The host's side of the guests' requests: the account's list, each with its art. 19 deadline,
 * and the answer, recorded with who gave it and when and e-mailed to the guest in the language
 * they asked in. Answering a deletion that waited for the stay to end carries it out if the
 * stay is over by then.
 */
@Injectable()
export class HostDataRequests {
  constructor(
    private readonly requests: PersonalDataRequestsRepository,
    private readonly kept: KeptRecordsRepository,
    private readonly keptCompanions: KeptCompanionsRepository,
    private readonly vault: PersonalDataVault,
    private readonly links: GuestLinkService,
    private readonly deletion: GuestDataDeletion,
    private readonly emails: AnswerEmails,
    private readonly names: TypedGuestNames,
    private readonly copies: SendDataCopy,
    private readonly companionDeletion: CompanionDataDeletion,
  ) {}

  openCount(accountId: string): Promise<number> {
    return this.requests.openCountOf(accountId);
  }

  /**
   * Each request named by the name its guest typed (the booking's until they typed one); once
   * their data is erased, by the name the host keeps of them (issue 32), else a companion by
   * their place on the form ("Companion 2"), never as "data deleted".
   */
  async list(accountId: string): Promise<HostDataRequestView[]> {
    const rows = await this.requests.listOfAccount(accountId);
    const { names, places } = await this.names.of(
      accountId,
      rows.map((row) => row.reservation_id),
    );
    // A deletion as it stands now, as the guest's page reads it (walk58).
    const fnrh = new Map<string, Promise<string | null>>();
    const fnrhOf = (reservationId: string) => {
      if (!fnrh.has(reservationId)) fnrh.set(reservationId, this.kept.fnrhReservaOf(reservationId));
      return fnrh.get(reservationId)!;
    };
    return Promise.all(
      rows.map(async (row) => {
        const key = typedNameKey(row.reservation_id, row.guest);
        const typed = names.get(key) ?? (row.guest === 'main' ? row.guest_name : null);
        const kept = typed ? null : await this.keptOf(accountId, row.reservation_id, row.guest);
        const view = await hostDataRequestView(
          this.vault,
          // A companion's request by their own name, never the holder's (issue 32).
          { ...row, guest_name: typed ?? kept?.name ?? null },
          await fnrhOf(row.reservation_id),
        );
        const place = view.companion ? (places.get(key) ?? kept?.place ?? null) : null;
        return { ...view, companionPlace: place };
      }),
    );
  }

  /**
   * After a deletion, the guest's name as what the host must keep holds it (issue 32): a
   * companion's in their own kept part, else in the stay's kept record, with their place among
   * the companions there. Null once that record went too.
   */
  private async keptOf(
    accountId: string,
    reservationId: string,
    guest: string,
  ): Promise<{ name: string | null; place: number | null } | null> {
    const own = guest === 'main' ? null : await this.keptCompanions.ofGuest(reservationId, guest);
    if (typeof own?.part.name === 'string' && own.part.name !== '')
      return { name: own.part.name, place: null };
    const kept = await this.kept.keptOf(accountId, reservationId);
    if (!kept) return null;
    const record = await this.vault.open<{ guests?: KeptGuestIdentity[] }>(
      keptSubjectOf(reservationId),
      kept.record,
    );
    if (record === REMOVED) return null;
    const guests = record.guests ?? [];
    if (guest === 'main')
      return {
        name: (guests.find((each) => each.guest === 'main') ?? guests[0])?.name ?? null,
        place: null,
      };
    const companions = guests.filter((each) => each.guest !== 'main');
    const at = companions.findIndex((each) => each.guest === guest);
    return at < 0 ? null : { name: companions[at]?.name ?? null, place: at + 1 };
  }

  async answer(id: string, answer: string, context: CommandContext): Promise<HostDataRequestView> {
    const { accountId } = context.actor;
    const row = await this.requests.ofAccount(accountId, id);
    if (!row || row.status === 'unconfirmed') throw new AppError('NOT_FOUND');
    const now = new Date(context.occurredAt);
    // A companion's deletion is carried out only once the host erased their data (an answer
    // alone may be a refusal: it is not them); never the holder's data for it.
    const carriedOut = row.guest === 'main' || row.outcome?.deletion !== undefined;
    let answered = row;
    if (row.kind === 'deletion' && row.status === 'open' && carriedOut) {
      const target = await this.links.resolveForHost(row.reservation_id, accountId);
      refuseScheduled(row, target.reservation, now);
      const deletion =
        row.guest === 'main'
          ? await this.deletion.run(target, context, now)
          : await this.companionDeletion.run(target, row, context, now);
      answered = { ...row, outcome: { ...row.outcome, deletion } };
      await this.requests.recordOutcome(row.id, answered.outcome ?? {}, false);
    }
    await this.requests.answer(row.id, answer, context.actor.id ?? accountId, now);
    // As the stay is now: a deletion just carried out left no address to write to.
    const target = await this.links.resolveForHost(row.reservation_id, accountId);
    await this.emails.send(target, answered, answer);
    return this.one(accountId, id);
  }

  /**
   * Sends an adult companion's copy to the address they typed, once the host, who knows them,
   * confirms it is them (issue 32): the copy the holder's flow sends, of the companion's own
   * data; the request is answered by it.
   */
  async sendCopy(id: string, context: CommandContext): Promise<HostDataRequestView> {
    const { accountId } = context.actor;
    const row = await this.requests.ofAccount(accountId, id);
    if (!row || row.status === 'unconfirmed' || row.kind !== 'copy' || row.guest === 'main')
      throw new AppError('NOT_FOUND');
    const typed = await openRequesterEmail(this.vault, row);
    if (row.status === 'open' && typed !== null) {
      const now = new Date(context.occurredAt);
      const target = await this.links.resolveForHost(row.reservation_id, accountId);
      await this.copies.send(target, typed, row.id, row.locale as Locale, now, row.guest);
      await this.requests.recordOutcome(row.id, { copySentAt: now.toISOString() }, true);
      await forgetRequesterEmail(this.vault, row.id);
    }
    return this.one(accountId, id);
  }

  /**
   * Erases an adult companion's data once the host, who knows them, confirms it is them
   * (issue 32): one action, the host's answer. The request records the outcome and is
   * answered, what waits for the stay's end included (the due-deletions job completes it then),
   * and the companion is e-mailed what went and what is kept at the address they confirmed.
   */
  async eraseCompanion(id: string, context: CommandContext): Promise<HostDataRequestView> {
    const { accountId } = context.actor;
    const row = await this.requests.ofAccount(accountId, id);
    if (!row || row.status !== 'open' || row.kind !== 'deletion' || row.guest === 'main')
      throw new AppError('NOT_FOUND');
    const target = await this.links.resolveForHost(row.reservation_id, accountId);
    const now = new Date(context.occurredAt);
    const deletion = await this.companionDeletion.run(target, row, context, now);
    await this.requests.recordOutcome(row.id, { deletion, erasedAt: now.toISOString() }, true);
    await this.requests.answer(row.id, null, context.actor.id ?? accountId, now);
    await this.emails.sendDeletion(target, row, deletion);
    return this.one(accountId, id);
  }

  /** One request of the account as the host's list shows it. */
  async one(accountId: string, id: string): Promise<HostDataRequestView> {
    const found = (await this.list(accountId)).find((each) => each.id === id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }
}
