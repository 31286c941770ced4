import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  renderFrontDeskPdf,
  type FrontDeskGuest,
  type FrontDeskList,
  type FrontDeskPets,
} from '@chegada/messaging';
import {
  formatBirthCertificate,
  formatCpf,
  guestDocumentOf,
  phoneE164,
  PET_KINDS,
  ReservationStatus,
  type GuestDocumentKind,
} from '@chegada/domain';
import { MessageRecipientsRepository } from './message-recipients.repository';
import type { MessageEffectDefinition } from './message-effect';
import { emailOf, snapshotParams, whatsAppOf } from './message-outbound';
import type { Outgoing } from '../../message-delivery';
import type { ReservationSnapshot } from './reservation-snapshot';

type FormGuest = Record<string, unknown>;
type FormVehicle = { plate?: unknown; model?: unknown; color?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

// As each document prints its number; a passport's is as given.
const PRINTED: Record<GuestDocumentKind, (number: string) => string> = {
  cpf: formatCpf,
  birthCertificate: formatBirthCertificate,
  passport: (number) => number,
};

/** The guest's name and the document they gave, named by its kind (not 'CPF' for all). */
const guestOf = (guest: FormGuest): FrontDeskGuest => {
  const { kind, number } = guestDocumentOf(guest);
  return {
    name: text(guest.name),
    document: number ? { kind, number: PRINTED[kind](number) } : null,
  };
};

/** How many pets and of which kind, as the form said them. */
const petsOf = (form: FormGuest): FrontDeskPets => {
  const kind = PET_KINDS.find((candidate) => candidate === form.petKind) ?? null;
  return {
    count: typeof form.petCount === 'number' ? form.petCount : null,
    kind,
    other: kind === 'other' ? text(form.petKindOther) || null : null,
  };
};

/** The list as the guest form left it; before any form, the name the host gave. */
export const frontDeskListOf = (snapshot: ReservationSnapshot): FrontDeskList => {
  const { form, details } = snapshot.guestForm;
  const main = text(form.name) ? guestOf(form) : { name: details.guestName ?? '', document: null };
  const params = snapshotParams(snapshot);
  return {
    locale: snapshot.locale,
    property: snapshot.residence.name,
    address: snapshot.residence.address,
    checkIn: params.checkIn ?? '',
    checkOut: params.checkOut ?? '',
    guests: [main, ...list<FormGuest>(form.additionalGuests).map(guestOf)],
    vehicles: list<FormVehicle>(form.vehicles).map((vehicle) => ({
      plate: text(vehicle.plate),
      model: text(vehicle.model),
      color: text(vehicle.color),
    })),
    pets: form.pets === true,
    petDetails: petsOf(form),
    hostContact: params.hostContact ?? '',
  };
};

const keyOf = (destination: string): string =>
  createHash('sha256').update(destination.toLowerCase()).digest('hex').slice(0, 16);

/** What the front desk is sent: the guest list, or word that the list no longer holds. */
export type FrontDeskNotice = 'front-desk-list' | 'front-desk-cancelled' | 'front-desk-ended';

/**
 * The front desk's WhatsApp templates, approved under these names: the list with a DOCUMENT
 * header (the PDF) and three body parameters ({{1}} the property, {{2}} check-in, {{3}}
 * check-out); the notices with the guest's name as a fourth.
 */
export const FRONT_DESK_WHATSAPP_TEMPLATES: Record<FrontDeskNotice, string> = {
  'front-desk-list': 'chegada_front_desk_list',
  'front-desk-cancelled': 'chegada_front_desk_cancelled',
  'front-desk-ended': 'chegada_front_desk_ended',
};

/**
 * The front desk's messages: each DOORMAN contact with an address (and the settings' doorman
 * e-mail) gets an e-mail, each with a phone a WhatsApp template. The list carries the PDF, as
 * an attachment and as the WhatsApp document.
 */
@Injectable()
export class FrontDeskMessages {
  constructor(private readonly recipients: MessageRecipientsRepository) {}

  /** Where the front desk is reached: e-mail addresses and WhatsApp numbers (E.164). */
  private async destinations(
    snapshot: ReservationSnapshot,
  ): Promise<{ addresses: Set<string>; phones: Set<string> }> {
    const contacts = await this.recipients.frontDesk(snapshot.reservation.residenceId);
    const addresses = new Set(
      [...contacts.map((contact) => contact.email), snapshot.account.settings.doormanListEmail]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase()),
    );
    const phones = new Set(
      contacts
        .map((contact) => phoneE164(contact.phone))
        .filter((phone): phone is string => Boolean(phone)),
    );
    return { addresses, phones };
  }

  /** Whether anyone at the front desk can be sent the list (issue 27: else nothing to resend). */
  async reachable(snapshot: ReservationSnapshot): Promise<boolean> {
    const { addresses, phones } = await this.destinations(snapshot);
    return addresses.size > 0 || phones.size > 0;
  }

  async compose(
    snapshot: ReservationSnapshot,
    key: string,
    notice: FrontDeskNotice = 'front-desk-list',
  ): Promise<Outgoing[]> {
    const { addresses, phones } = await this.destinations(snapshot);
    if (addresses.size === 0 && phones.size === 0) return [];
    const attachment =
      notice === 'front-desk-list'
        ? {
            filename: `lista-hospedes-${snapshot.reservation.reservationId.slice(0, 8)}.pdf`,
            contentType: 'application/pdf',
            contentBase64: (await renderFrontDeskPdf(frontDeskListOf(snapshot))).toString('base64'),
          }
        : undefined;
    const params = snapshotParams(snapshot);
    const emails = [...addresses].map((to) => ({
      channel: 'email' as const,
      message: emailOf(snapshot, key, {
        to,
        key: `front-desk-${keyOf(to)}`,
        recipient: 'front-desk',
        template: notice,
        params,
        attachments: attachment && [attachment],
      }),
    }));
    const texts = [params.propertyName ?? '', params.checkIn ?? '', params.checkOut ?? ''];
    if (!attachment) texts.push(params.guestName ?? '');
    const whatsApps = [...phones].map((to) => {
      const message = whatsAppOf(
        snapshot,
        `${key}-front-desk-${keyOf(to)}`,
        to,
        FRONT_DESK_WHATSAPP_TEMPLATES[notice],
        texts,
        'front-desk',
      );
      return {
        channel: 'whatsapp' as const,
        message: attachment ? { ...message, document: attachment } : message,
        payer: snapshot.reservation.accountId,
      };
    });
    return [...emails, ...whatsApps];
  }
}

const { ENDED, CANCELED, CHECKOUT_FINISHED } = ReservationStatus;

/**
 * The front desk's effects. Each reads the reservation as it is when it runs: the list goes
 * while the stay is approved (on approval, again with new dates or a reverted cancellation);
 * a cancellation reaches the front desk only when it had the list, and so does the end of the
 * stay, so nobody keeps letting in guests whose access ended.
 */
export const frontDeskEffects = (frontDesk: FrontDeskMessages): MessageEffectDefinition[] => [
  {
    // Stored in the effect log and in job ids: never rename.
    name: 'message-front-desk',
    eventTypes: ['ReservationApproved', 'CheckoutExtended', 'CancellationReverted'],
    compose: (snapshot, _event, key) =>
      snapshot.reservation.status === ENDED ? frontDesk.compose(snapshot, key) : [],
  },
  {
    name: 'message-front-desk-cancelled',
    eventTypes: ['ReservationCancelled'],
    compose: (snapshot, _event, key) =>
      snapshot.reservation.status === CANCELED && snapshot.reservation.statusBeforeCancel === ENDED
        ? frontDesk.compose(snapshot, key, 'front-desk-cancelled')
        : [],
  },
  {
    name: 'message-front-desk-ended',
    eventTypes: ['CheckoutFinished'],
    compose: (snapshot, _event, key) =>
      snapshot.reservation.status === CHECKOUT_FINISHED
        ? frontDesk.compose(snapshot, key, 'front-desk-ended')
        : [],
  },
];
