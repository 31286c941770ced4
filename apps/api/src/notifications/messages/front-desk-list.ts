import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@chegada/event-store';
import {
  renderFrontDeskPdf,
  type FrontDeskGuest,
  type FrontDeskList,
} from '@chegada/notifications';
import { MessageRecipientsRepository } from './message-recipients.repository';
import { emailOf, sceneParams, type Outgoing } from './message-outbound';
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

const keyOf = (email: string): string =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);

/** The front desk's e-mails on approval: each DOORMAN contact with an address, the PDF attached. */
@Injectable()
export class FrontDeskMessages {
  constructor(private readonly recipients: MessageRecipientsRepository) {}

  async compose(scene: MessageScene, _event: RecordedEvent, key: string): Promise<Outgoing[]> {
    const contacts = await this.recipients.frontDesk(scene.reservation.residenceId);
    const addresses = new Set(
      [...contacts.map((contact) => contact.email), scene.account.settings.doormanListEmail]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase()),
    );
    if (addresses.size === 0) return [];
    const pdf = await renderFrontDeskPdf(frontDeskListOf(scene));
    const attachment = {
      filename: `lista-hospedes-${scene.reservation.reservationId.slice(0, 8)}.pdf`,
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    };
    return [...addresses].map((to) => ({
      channel: 'email' as const,
      message: emailOf(scene, key, {
        to,
        key: `front-desk-${keyOf(to)}`,
        template: 'front-desk-list',
        params: sceneParams(scene),
        attachments: [attachment],
      }),
    }));
  }
}
