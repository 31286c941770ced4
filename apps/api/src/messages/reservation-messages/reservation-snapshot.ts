import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { guestLinkPath } from '@chegada/contracts';
import { reservationIdOfStream, stayInstant, type ExistingReservation } from '@chegada/domain';
import { templateLocaleOf, type TemplateLocale } from '@chegada/messaging';
import { guestFormView, type GuestFormState } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';
import { ProcessTokens } from '../approve-by-link/process-tokens';
import {
  MessageTemplatesRepository,
  type HostTemplates,
} from '../message-templates/message-templates.repository';
import {
  MessageRecipientsRepository,
  type MessageAccount,
  type MessageResidence,
} from './message-recipients.repository';

/**
 * A reservation as it is now, with everything its messages say (account, residence, the host's
 * own texts, links): read when a message is composed, so a message never says something stale.
 */
export type ReservationSnapshot = {
  reservation: ExistingReservation;
  guestForm: GuestFormState;
  account: MessageAccount;
  residence: MessageResidence;
  /** The host's own words for messages (/u/models), by template and language. */
  templates: HostTemplates;
  locale: TemplateLocale;
  guestLink: string;
  /** The reservation's page in the console (/u/guest/:id). */
  hostLink: string;
  /** A fresh single-use link that approves the reservation once the host confirms. */
  approveLink(): string;
  settingsLink: string;
};

@Injectable()
export class ReservationSnapshots {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly reservations: ReservationStreamReader,
    private readonly recipients: MessageRecipientsRepository,
    private readonly templates: MessageTemplatesRepository,
    private readonly tokens: ProcessTokens,
  ) {}

  /** The snapshot of the event's reservation; undefined when it is not a reservation's event. */
  async ofStream(streamId: string): Promise<ReservationSnapshot | undefined> {
    const reservationId = reservationIdOfStream(streamId);
    if (!reservationId) return undefined;
    return this.build(await this.reservations.loadForLink(reservationId, guestFormView));
  }

  /** The host's own reservation: another account's answers NOT_FOUND. */
  async ofAccount(reservationId: string, accountId: string): Promise<ReservationSnapshot> {
    return this.build(await this.reservations.load(reservationId, accountId, guestFormView));
  }

  private async build(loaded: {
    reservation: ExistingReservation;
    state: GuestFormState;
  }): Promise<ReservationSnapshot> {
    const { reservation, state } = loaded;
    const [account, residence, templates] = await Promise.all([
      this.recipients.account(reservation.accountId),
      this.recipients.residence(reservation.accountId, reservation.residenceId),
      this.templates.ofAccount(reservation.accountId),
    ]);
    if (!account || !residence) {
      throw new Error(`Reservation ${reservation.reservationId} has no company or property`);
    }
    const link = (path: string) => new URL(path, this.config.PUBLIC_URL).toString();
    const source = state.details.source ?? 'other';
    return {
      reservation,
      guestForm: state,
      account,
      residence,
      templates,
      locale: templateLocaleOf(state.details.language),
      guestLink: link(
        guestLinkPath({
          friendlyCode: account.friendlyCode,
          source,
          reservationId: reservation.reservationId,
        }),
      ),
      hostLink: link(`/u/guest/${reservation.reservationId}`),
      approveLink: () => {
        const claims = {
          reservationId: reservation.reservationId,
          accountId: reservation.accountId,
        };
        const token = this.tokens.sign({ action: 'approve', ...claims, userId: claims.accountId });
        return link(`/process-notification/${token}`);
      },
      settingsLink: link('/u/config'),
    };
  }
}

/**
 * A check-in or check-out as the guest reads it: in the property's time zone and the message's
 * language; a date without a time is that calendar date at the property's usual time.
 */
export const localTime = (value: string, snapshot: ReservationSnapshot, usualTime: string) => {
  const { timeZone } = snapshot.residence;
  return new Intl.DateTimeFormat(snapshot.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(stayInstant(value, usualTime, timeZone));
};
