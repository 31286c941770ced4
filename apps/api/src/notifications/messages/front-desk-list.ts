import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  renderFrontDeskPdf,
  type FrontDeskGuest,
  type FrontDeskList,
} from '@chegada/notifications';
import { MessageRecipientsRepository } from './message-recipients.repository';
import {
  emailOf,
  sceneParams,
  whatsAppNumber,
  whatsAppOf,
  type Outgoing,
} from './message-outbound';
import type { MessageScene } from './message-scene';

type FormGuest = { name?: unknown; cpf?: unknown; passport?: unknown };
type FormVehicle = { plate?: unknown; model?: unknown; color?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const guestOf = (guest: FormGuest): FrontDeskGuest => ({
  name: text(guest.name),
  document: text(guest.cpf) || text(guest.passport) || null,
});

/** The list as the guest form left it; before any form, the name the host gave. */
export const frontDeskListOf = (scene: MessageScene): FrontDeskList => {
  const { form, details } = scene.folding;
  const main = text(form.name) ? guestOf(form) : { name: details.guestName ?? '', document: null };
  const params = sceneParams(scene);
  return {
    locale: scene.locale,
    property: scene.residence.name,
    address: scene.residence.address,
    checkIn: params.checkIn ?? '',
    checkOut: params.checkOut ?? '',
    guests: [main, ...list<FormGuest>(form.additionalGuests).map(guestOf)],
    vehicles: list<FormVehicle>(form.vehicles).map((vehicle) => ({
      plate: text(vehicle.plate),
      model: text(vehicle.model),
      color: text(vehicle.color),
    })),
    pets: form.pets === true,
    hostContact: params.hostContact ?? '',
  };
};

const keyOf = (destination: string): string =>
  createHash('sha256').update(destination.toLowerCase()).digest('hex').slice(0, 16);

/**
 * The front desk's WhatsApp template, approved with a DOCUMENT header (the PDF) and three
 * body parameters: {{1}} the property, {{2}} check-in, {{3}} check-out.
 */
export const FRONT_DESK_WHATSAPP_TEMPLATE = 'chegada_front_desk_list';

/**
 * The front desk's guest list on approval: an e-mail with the PDF attached to each DOORMAN
 * contact with an address (and the settings' doorman e-mail), the PDF as a WhatsApp document
 * to each with a phone.
 */
@Injectable()
export class FrontDeskMessages {
  constructor(private readonly recipients: MessageRecipientsRepository) {}

  async compose(scene: MessageScene, key: string): Promise<Outgoing[]> {
    const contacts = await this.recipients.frontDesk(scene.reservation.residenceId);
    const addresses = new Set(
      [...contacts.map((contact) => contact.email), scene.account.settings.doormanListEmail]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase()),
    );
    const phones = new Set(
      contacts
        .map((contact) => whatsAppNumber(contact.phone))
        .filter((phone): phone is string => Boolean(phone)),
    );
    if (addresses.size === 0 && phones.size === 0) return [];
    const pdf = await renderFrontDeskPdf(frontDeskListOf(scene));
    const attachment = {
      filename: `lista-hospedes-${scene.reservation.reservationId.slice(0, 8)}.pdf`,
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    };
    const params = sceneParams(scene);
    const emails = [...addresses].map((to) => ({
      channel: 'email' as const,
      message: emailOf(scene, key, {
        to,
        key: `front-desk-${keyOf(to)}`,
        template: 'front-desk-list',
        params,
        attachments: [attachment],
      }),
    }));
    const texts = [params.propertyName ?? '', params.checkIn ?? '', params.checkOut ?? ''];
    const documents = [...phones].map((to) => ({
      channel: 'whatsapp' as const,
      message: {
        ...whatsAppOf(
          scene,
          `${key}-front-desk-${keyOf(to)}`,
          to,
          FRONT_DESK_WHATSAPP_TEMPLATE,
          texts,
        ),
        document: attachment,
      },
    }));
    return [...emails, ...documents];
  }
}
