import type { ReservationStatusName } from '@chegada/domain';
import type { NearbyPlaceView } from './listed-records';
import type { GuestPartProgress } from './schemas/guest-part-progress';

/*
 * What the guest link's routes answer (apps/api/src/guest-form), shared with the web client's
 * guest pages.
 */

/** Where the check-in stands, as the guest's page words it (spec §4). */
export type GuestMessageKind =
  'toForm' | 'filling' | 'inAnalysis' | 'refused' | 'accessReleased' | 'finished' | 'cancelled';

/** What GET /api/stays/guestForm/:id answers: nothing of the host's own fields. */
/**
 * What a device does not see of a guest's saved data: the paths of the page's form that hold
 * a mask (a save that sends one back keeps what was stored), and where a code to unlock them
 * can go, masked.
 */
export type GuestFormPrivacy = {
  maskedFields: string[];
  unlockDestinations: { channel: 'email' | 'whatsapp'; masked: string }[];
};

/**
 * The main guest's name, e-mail and phone (E.164) as the host typed them when creating the
 * reservation: the holder step starts with them where the guest has typed none (issue 27).
 */
export type GuestPrefill = { name: string | null; email: string | null; phone: string | null };

/**
 * What the arrival guide adds to an approved stay's page (issue 27): the rest (address, times,
 * house rules, door code, access instructions) is in the page already.
 */
export type ArrivalGuide = {
  wifiNetwork: string | null;
  /** A secret of the stay: released with the door code (access.released), null until then. */
  wifiPassword: string | null;
  /** Whether the property has a Wi-Fi password, which shows once access is released. */
  hasWifiPassword: boolean;
  parkingInstructions: string;
  /** The host's phone in E.164 ('+5511987654321') for a wa.me link; null when unreadable. */
  hostPhoneE164: string | null;
  nearbyPlaces: NearbyPlaceView[];
};

export type GuestFormPage = {
  id: string;
  status: number;
  statusName: ReservationStatusName;
  source: string | null;
  language: string | null;
  supportedLanguages: string[];
  CheckIn: string;
  checkout: string;
  maxGuests: number;
  /** Adults and children the booking was made for: the stay step starts with them. */
  bookedParty?: { adults: number; children: number } | null;
  company: {
    name: string;
    friendlyCode: string;
    /** How a guest reaches the host: the account's contact phone, else the company's. */
    phone: string;
    /** The account's contact e-mail shown to guests, if the host set one. */
    email?: string | null;
    website: string | null;
    /** The host's "Require a guest selfie" setting: without it, no selfie is asked for. */
    requireSelfie: boolean;
  };
  residence: {
    name: string;
    address: Record<string, string | null>;
    checkInTime: string;
    checkOutTime: string;
    timeZone: string;
    parkingSpaces: number;
    houseRules: string;
    /** The host registers stays in FNRH (issue 32): the form asks gender and transport. */
    fnrh: boolean;
  };
  deposit: { amount: number; brCode: string | null; qrCodeDataUrl: string | null } | null;
  /** The saved form; personal data masked unless this device saved it or unlocked it. */
  form: Record<string, unknown>;
  /** What of `form` this device sees masked, and how to unlock it. */
  privacy: GuestFormPrivacy;
  /**
   * On the main link only, what the host typed of the main guest; null on an additional
   * guest's link, and on a device that would see the guest's saved data masked.
   */
  prefill?: GuestPrefill | null;
  /** Per guest ('main' or an additional guest's key), the kinds of file already stored. */
  files: Record<string, string[]>;
  /** What a submission still lacks: field paths and file parts. */
  missing: string[];
  /**
   * Per additional guest's key, where their part stands (guestPartProgress): every guest's on
   * the main link, only their own on an additional guest's link.
   */
  guestParts: Record<string, GuestPartProgress>;
  /**
   * The additional guests (by key) whose data was erased at their own request (issue 32): no
   * part is owed by them any more, nor a link to send them. Every one on the main link, only
   * their own on an additional guest's link; absent from a copy kept offline before it existed.
   */
  erasedCompanions?: string[];
  /**
   * When each of erasedCompanions was erased (an instant), by key: the holder's link says the
   * day (issue 32); absent from a copy kept offline before it existed.
   */
  erasedCompanionsAt?: Record<string, string>;
  /**
   * The stay's personal data is erased (the holder's own deletion, the host's or the retention's):
   * nothing the holder sent is left to show; absent from a copy kept offline before it existed.
   */
  personalDataRemoved?: boolean;
  message: { kind: GuestMessageKind; refuseMotive: string | null };
  /**
   * On an additional guest's own link, that guest's place in the form: their file parts are
   * named guest_<index>_…; null on the main link.
   */
  additionalGuestIndex: number | null;
  /**
   * On an additional guest's own link, the consents of the current terms version recorded for
   * that guest (issue 29): the form shows them as given. On the main link, the main guest's
   * (only the image terms show given there: the terms are accepted at each submission).
   */
  ownConsents?: ('terms' | 'biometric')[];
  /** Released once approved and from 2 hours before check-in; null until then. */
  access: {
    releasesAt: string;
    released: boolean;
    /** The stay opens with a door code (a lock, or a code the host set): it will show here. */
    doorCode: boolean;
    passcode: string | null;
    /** Whether the host wrote check-in instructions; their text waits for the release. */
    hasInstructions: boolean;
    instructions: string | null;
  };
  /** Only while the stay is approved (status ENDED): null before, and once cancelled or over. */
  guide: ArrivalGuide | null;
};

/** PUT /api/stays/guestForm/:id */
export type SaveGuestFormAnswer = {
  status: number;
  missing: string[];
  /** The passcode, once access is released (approved, and from 2 h before check-in). */
  guestPassCode: { success: boolean; message: string } | null;
};

/** GET /api/stays/generic/guestForm/:friendlyCode/:residenceId/:source */
export type GenericLinkPage = {
  company: { name: string; friendlyCode: string; phone: string };
  residence: {
    name: string;
    city: string;
    state: string;
    checkInTime: string;
    checkOutTime: string;
    maxGuests: number;
    /** The property's time zone: its "today" is the earliest check-in. */
    timeZone: string;
    supportedLanguages: string[];
  };
};

/** GET /api/stays/company-info/:friendlyCode: the host a guest link belongs to. */
export type CompanyInfo = {
  name: string;
  friendlyCode: string;
  logo: string | null;
  phone: string;
  website: string | null;
  supportedLanguages: string[];
};

/** An address as GET /api/zip/:cep answers it, whichever provider found it. */
export type ZipAddress = {
  /** The 8 digits, without mask. */
  cep: string;
  /** Empty for a CEP that covers a whole town. */
  street: string;
  neighborhood: string;
  city: string;
  /** The federative unit, as 'SP'. */
  state: string;
};
