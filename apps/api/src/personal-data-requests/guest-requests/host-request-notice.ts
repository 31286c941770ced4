import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import {
  DATA_REQUEST_ANSWER_DAYS,
  negotiateLocale,
  translate,
  type Locale,
  type MessageKey,
} from '@chegada/contracts';
import { renderEmailTexts } from '@chegada/messaging';
import type { GuestLinkTarget } from '../../guest-form';
import { MessageRequests } from '../../message-delivery';
import { deletionOutcomeLines } from './deletion-outcome-words';
import {
  PersonalDataRequestsRepository,
  type DataRequestRow,
} from '../personal-data-requests.repository';

// The deadline is a day in Brazil, as the host's screen shows it.
const BRASILIA = 'America/Sao_Paulo';

const dayOf = (locale: Locale, at: Date | string, timeZone: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(at));

/**
 * Where a request is once confirmed: answered at once, a holder's deletion waiting for the
 * stay's end (it completes by itself then), or open for the host.
 */
const stateOf = (request: DataRequestRow): 'done' | 'waits' | 'open' => {
  if (request.status === 'answered') return 'done';
  const kept = request.outcome?.deletion?.kept ?? [];
  return request.guest === 'main' && kept.some(({ reason }) => reason === 'stayNotEnded')
    ? 'waits'
    : 'open';
};

/**
 * Tells the host a guest's request arrived (issue 32): what was asked, on which stay, and the
 * 15 days of LGPD art. 19, with a link to /u/data-requests, in the owner's language and from
 * the company as the guest's e-mails about the request come. It names the stay, not the
 * guest: the notice carries no personal data for the mailbox and the delivery records to keep
 * after a deletion (the screen behind the link shows who).
 */
@Injectable()
export class HostRequestNotices {
  constructor(
    private readonly requests: PersonalDataRequestsRepository,
    private readonly messages: MessageRequests,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * `request` as it is once carried out: answered (the holder's copy sent, their deletion done
   * on an ended stay) is told as done, with no deadline; one left open says what the host must
   * do and by when, or that a deletion completes by itself at the stay's end.
   */
  async send(target: GuestLinkTarget, request: DataRequestRow): Promise<void> {
    const owner = await this.requests.ownerOf(target.reservation.accountId);
    if (!owner || !request.due_at) return;
    const locale = negotiateLocale(owner.language);
    const words = (key: MessageKey, values?: Record<string, string>) =>
      translate(locale, key, values);
    const { residence, reservation } = target;
    const requester = request.guest === 'main' ? 'holder' : 'companion';
    const values = {
      who: words(`guestDataRequests.email.host.${requester}`),
      propertyName: residence.name,
      checkIn: dayOf(locale, reservation.checkIn, residence.timeZone),
      checkOut: dayOf(locale, reservation.checkOut, residence.timeZone),
      kind: words(`guestDataRequests.kind.${request.kind}`),
      due: dayOf(locale, request.due_at, BRASILIA),
      days: String(DATA_REQUEST_ANSWER_DAYS),
    };
    const deletion = request.outcome?.deletion;
    const state = stateOf(request);
    const next: MessageKey[] =
      state === 'done'
        ? [`guestDataRequests.email.host.done.${request.kind === 'copy' ? 'copy' : 'deletion'}`]
        : state === 'waits'
          ? [
              'guestDataRequests.email.host.waits.deletion',
              ...(new Date(reservation.checkOut) > request.due_at
                ? (['guestDataRequests.email.host.waitsLate'] as const)
                : []),
            ]
          : [
              'guestDataRequests.email.host.deadline',
              request.kind === 'correction'
                ? 'guestDataRequests.email.host.next.correction'
                : `guestDataRequests.email.host.next.${request.kind}.${requester}`,
            ];
    const subject = {
      done: 'guestDataRequests.email.host.subjectDone',
      waits: 'guestDataRequests.email.host.subjectWaits',
      open: 'guestDataRequests.email.host.subject',
    } as const;
    const rendered = renderEmailTexts(
      locale,
      {
        subject: words(subject[state], values),
        body: [
          words('guestDataRequests.email.host.asked', values),
          ...next.map((key) => words(key, values)),
          ...(deletion && state !== 'open' ? deletionOutcomeLines(locale, deletion) : []),
          words('guestDataRequests.email.host.privacy'),
        ],
        action: words('guestDataRequests.email.host.action'),
      },
      { link: new URL('/u/data-requests', this.config.PUBLIC_URL).toString() },
    );
    await this.messages.request([
      {
        channel: 'email',
        message: {
          ...rendered,
          to: owner.email,
          language: locale,
          fromName: target.company.name,
          idempotencyKey: `data-request-host-notice-${request.id}`,
          template: 'data-request-host-notice',
          recipient: 'host',
        },
      },
    ]);
  }
}
