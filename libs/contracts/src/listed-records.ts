import type { ReservationStatus } from '@chegada/domain';
import type { StreetAddress } from './street-address';

// What the host's lists read, as the API builds them (`When` = Date) and the client reads the
// JSON (`When` = its ISO 8601 string): one shape for both sides.

/** A contact of a property (the front desk, the cleaning…). */
export type ResidenceContactView = {
  /** DOORMAN = 0, CLEANING = 1, RESPONSIBLE = 2, OWNER = 3, OTHER = 4. */
  type: number;
  name: string;
  phone: string | null;
  email: string | null;
};

/** A place near a property the guests are told of. */
/** A place near a property: its name and type, and an address only if the host gave one. */
export type NearbyPlaceView = { [Part in keyof StreetAddress]: StreetAddress[Part] | null } & {
  name: string;
  zip: string | null;
  type: string;
};

/** A property as its account sees it (GET /api/residences). */
export type ResidenceView<When = string> = {
  id: string;
  name: string;
  address: StreetAddress & { cep: string; country: string };
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  parkingSpaces: number;
  usesTTLock: boolean;
  lockId: string | null;
  dynamicPassword: boolean;
  /** The manual door code of a property without a smart lock; the host's alone to read. */
  doorCode: string | null;
  supportedLanguages: string[];
  pixKey: string | null;
  depositAmount: number;
  houseRules: string;
  /** Shown to the guest only once access is released (2 hours before check-in). */
  accessInstructions: string;
  wifiNetwork: string | null;
  /** Released to the guest with the door code. */
  wifiPassword: string | null;
  parkingInstructions: string;
  /** The guest link of an imported reservation: 'off', 'at-once' or 'days-before' (issue 30). */
  guestLinkAutoSend: 'off' | 'at-once' | 'days-before';
  guestLinkDaysBefore: number;
  contacts: ResidenceContactView[];
  nearbyPlaces: NearbyPlaceView[];
  createdAt: When;
  updatedAt: When;
};

/** A reservation as the lists answer it; date names as the web client sends them (§7). */
export type ReservationListItem<When = string> = {
  id: string;
  residenceId: string;
  residence: { id: string; name: string | null; timeZone: string };
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  /** The phone in E.164 ('+5548991112233'), null when it cannot be read as one: wa.me links. */
  guestPhoneE164: string | null;
  status: ReservationStatus;
  hidden: boolean;
  CheckIn: When;
  checkout: When;
  source: string;
  /** What brought it by itself (issue 30): a property's calendar feed, Stays; null: typed. */
  importedFrom?: 'ical' | 'stays' | null;
  /** The guest's language: messages and the guest link's texts. */
  language: string;
  maxGuests: number;
  registeredGuests: number;
  responsibleUserId: string | null;
  checkoutResponsibleUserId: string | null;
  sensitiveDataRemoved: boolean;
  /**
   * The holder's name a guest's deletion kept for the retention period (issue 32), null when
   * none was kept or retention has destroyed it; guestName is then null.
   */
  keptGuestName?: string | null;
  createdAt: When;
  updatedAt: When;
  approvedAt: When | null;
};
