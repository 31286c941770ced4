import type {
  NearbyPlaceView,
  ResidenceContactView,
  ResidenceRequest,
  ResidenceView,
} from '@chegada/contracts';
import { foldForSearch, normalizeCep, normalizePhone, normalizePixKey } from '@chegada/domain';
import type { ResidenceRecord, ResidenceRow } from './residences.tables';

export type ResidenceContact = ResidenceContactView;

export type NearbyPlace = NearbyPlaceView;

/** A property as its account sees it. */
export type Residence = ResidenceView<Date>;

/** The response's shape for the OpenAPI descriptions. */
export const RESIDENCE_SHAPE =
  '{ id, name, address: { cep, street, number, complement, neighborhood, city, state, country }, ' +
  'timeZone, checkInTime, checkOutTime, maxGuests, parkingSpaces, usesTTLock, lockId, ' +
  'dynamicPassword, doorCode (the manual door code, without a smart lock), supportedLanguages, pixKey, depositAmount, houseRules, accessInstructions, ' +
  'wifiNetwork, wifiPassword, parkingInstructions, ' +
  "guestLinkAutoSend ('off', 'at-once', 'days-before': when an imported reservation's guest link goes by itself), guestLinkDaysBefore (1–30), " +
  'contacts: [{ type, name, phone, email }], ' +
  'nearbyPlaces: [{ name, zip, street, number, type, complement, neighborhood, city, state }], ' +
  'createdAt, updatedAt }';

// The schema has validated every value, so the normalizers cannot fail here; `??` keeps the
// typed value should one ever disagree with its validator.
const cepOf = (value: string): string => normalizeCep(value) ?? value;
const phoneOf = (value: string | null | undefined): string | null =>
  value ? (normalizePhone(value) ?? value) : null;

/** A validated request as stored: masks removed, phones in E.164, pix key as the DICT has it. */
export const toRecord = (request: ResidenceRequest): ResidenceRecord => {
  const { address } = request;
  return {
    name: request.name,
    cep: cepOf(address.cep),
    street: address.street,
    number: address.number,
    complement: address.complement || null,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
    country: address.country,
    time_zone: request.timeZone,
    check_in_time: request.checkInTime,
    check_out_time: request.checkOutTime,
    max_guests: request.maxGuests,
    parking_spaces: request.parkingSpaces,
    uses_ttlock: request.usesTTLock,
    lock_id: request.lockId || null,
    dynamic_password: request.dynamicPassword,
    door_code: request.doorCode || null,
    supported_languages: [...new Set(request.supportedLanguages)],
    pix_key: request.pixKey ? (normalizePixKey(request.pixKey)?.key ?? request.pixKey) : null,
    deposit_amount: request.depositAmount,
    house_rules: request.houseRules,
    access_instructions: request.accessInstructions,
    wifi_network: request.wifiNetwork || null,
    wifi_password: request.wifiPassword || null,
    parking_instructions: request.parkingInstructions,
    guest_link_auto_send: request.guestLinkAutoSend,
    guest_link_days_before: request.guestLinkDaysBefore,
    search_text: foldForSearch(`${request.name} ${address.city}`),
    contacts: request.contacts.map((contact) => ({
      type: contact.type,
      name: contact.name,
      phone: phoneOf(contact.phone),
      email: contact.email || null,
    })),
    // A place without an address stores its parts as null, not as blanks.
    nearbyPlaces: request.nearbyPlaces.map((place) => ({
      name: place.name,
      type: place.type,
      zip: place.zip ? cepOf(place.zip) : null,
      street: place.street || null,
      number: place.number || null,
      complement: place.complement || null,
      neighborhood: place.neighborhood || null,
      city: place.city || null,
      state: place.state || null,
    })),
  };
};

export const toResidence = ({
  contacts,
  nearbyPlaces,
  ...row
}: ResidenceRow & Pick<Residence, 'contacts' | 'nearbyPlaces'>): Residence => ({
  id: row.id,
  name: row.name,
  address: {
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country: row.country,
  },
  timeZone: row.time_zone,
  checkInTime: row.check_in_time,
  checkOutTime: row.check_out_time,
  maxGuests: row.max_guests,
  parkingSpaces: row.parking_spaces,
  usesTTLock: row.uses_ttlock,
  lockId: row.lock_id,
  dynamicPassword: row.dynamic_password,
  doorCode: row.door_code,
  supportedLanguages: row.supported_languages,
  pixKey: row.pix_key,
  depositAmount: row.deposit_amount,
  houseRules: row.house_rules,
  accessInstructions: row.access_instructions,
  wifiNetwork: row.wifi_network,
  wifiPassword: row.wifi_password,
  parkingInstructions: row.parking_instructions,
  guestLinkAutoSend: row.guest_link_auto_send,
  guestLinkDaysBefore: row.guest_link_days_before,
  contacts,
  nearbyPlaces,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
