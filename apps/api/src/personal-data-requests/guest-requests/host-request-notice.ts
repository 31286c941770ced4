import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import {
  DATA_REQUEST_ANSWER_DAYS,
  negotiateLocale,
  translate,
  type Locale,
} from '@chegada/contracts';
import { renderEmailTexts } from '@chegada/messaging';
import type { GuestLinkTarget } from '../../guest-form';
import { MessageRequests } from '../../messages';
import {
  PersonalDataRequestsRepository,
  type DataRequestRow,
} from '../personal-data-requests.repository';

// The deadline is a day in Brazil, as the host's screen shows it.
const BRASILIA = 'America/Sao_Paulo';

const dayOf = (locale: Locale, at: Date | string, timeZone: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(at));

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

  async send(target: GuestLinkTarget, request: DataRequestRow): Promise<void> {
    const owner = await this.requests.ownerOf(target.reservation.accountId);
    if (!owner || !request.due_at) return;
    const locale = negotiateLocale(owner.language);
    const words = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
      translate(locale, key, values);
    const { residence, reservation } = target;
    const values = {
      who: words(
        `guestDataRequests.email.host.${request.guest === 'main' ? 'holder' : 'companion'}`,
      ),
      propertyName: residence.name,
      checkIn: dayOf(locale, reservation.checkIn, residence.timeZone),
      checkOut: dayOf(locale, reservation.checkOut, residence.timeZone),
      kind: words(`guestDataRequests.kind.${request.kind}`),
      due: dayOf(locale, request.due_at, BRASILIA),
      days: String(DATA_REQUEST_ANSWER_DAYS),
    };
    const rendered = renderEmailTexts(
      locale,
      {
        subject: words('guestDataRequests.email.host.subject', values),
        body: [
          words('guestDataRequests.email.host.asked', values),
          words('guestDataRequests.email.host.deadline', values),
          words(`guestDataRequests.email.host.next.${request.kind}`),
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
        },
      },
    ]);
  }
}
