import type {
  ReservationDateFilter,
  ReservationListItem,
  ReservationSort,
  ReservationStatistics,
} from '@chegada/contracts';
import type { BookingSource } from '@chegada/domain';

/** A reservation as GET /api/stays/reservations lists it, its booking source one we know. */
export type ReservationItem = Omit<ReservationListItem, 'source'> & { source: BookingSource };

export type ReservationPage = {
  items: ReservationItem[];
  total: number;
  lastPage: number;
  statistics: ReservationStatistics;
};

/** The list's filters, as the query string of GET /api/stays/reservations takes them. */
export type ReservationQuery = {
  page: number;
  perPage: number;
  sort: ReservationSort;
  order: 'asc' | 'desc';
  status?: number[];
  hidden?: boolean;
  preferential?: boolean;
  /** The history: finished, cancelled or checked out. */
  historic?: boolean;
  /** Only submitted ones whose identity checks ask the host to look (issue 29). */
  needsReview?: boolean;
  dateFilter?: ReservationDateFilter;
  checkInFrom?: string;
  checkInTo?: string;
  residenceId?: string;
  search?: string;
};

/** GET /api/stays/local/:id: one reservation as it is now, with its property. */
export type ReservationDetails = Omit<
  ReservationItem,
  'residence' | 'createdAt' | 'updatedAt' | 'approvedAt' | 'language'
> & {
  statusName: string;
  /** The booking's id where it came from (Stays' short id); null when typed or unknown. */
  importedId?: string | null;
  language: string | null;
  hiddenMotive: string | null;
  refuseMotive: string | null;
  cancelMotive: string | null;
  dynamicPassword: string | null;
  /** Adults and children the booking was made for (a Stays import); null when typed. */
  bookedParty?: { adults: number; children: number } | null;
  /** When an imported reservation's guest link goes by itself, while it waits; else null. */
  guestLinkDueAt?: string | null;
  /** The guest form's answers as the guest sent them. */
  form: GuestFormAnswers;
  /** Whether the account asks each guest for a selfie ("Require a guest selfie"); true if absent. */
  requireSelfie?: boolean;
  /** Once the personal data is gone: the retention job's or the host's removal, and when. */
  dataRemoval?: { cause: 'retention' | 'host'; at: string } | null;
  revision: number;
  residence: {
    id: string;
    name: string;
    usesTTLock: boolean;
    dynamicPassword: boolean;
    /** The property's manual door code (no smart lock); the reservation's own overrides it. */
    doorCode: string | null;
    supportedLanguages: string[];
    timeZone: string;
    /** The usual times: a stay given as dates alone is at them (stayInstants). */
    checkInTime?: string;
    checkOutTime?: string;
    /** The deposit the property asks, in centavos; 0 asks none. */
    depositAmount?: number;
  } | null;
};

/** The guest form as stored: the fields of spec §3, each optional until submitted. */
export type GuestFormAnswers = {
  name?: string;
  cpf?: string;
  passport?: string;
  isForeign?: boolean;
  email?: string;
  phone?: string;
  birthDate?: string;
  address?: Partial<
    Record<
      'cep' | 'country' | 'state' | 'city' | 'neighborhood' | 'street' | 'number' | 'complement',
      string
    >
  >;
  checkInDate?: string;
  checkInTime?: string;
  checkOutDate?: string;
  checkOutTime?: string;
  visitPurpose?: string;
  /** Asked only for a host on FNRH (issue 32), as the holder's gender is. */
  transport?: string;
  gender?: string;
  pets?: boolean;
  /** With pets (issue 27): how many, and a dog, a cat or another named in petKindOther. */
  petCount?: number;
  petKind?: string;
  petKindOther?: string;
  adults?: number;
  children?: number;
  vehicles?: { type?: string; model?: string; color?: string; plate?: string }[];
  additionalGuests?: {
    key?: string;
    name?: string;
    cpf?: string;
    passport?: string;
    /** A child's document instead of a CPF (issue 27): 'birthCertificate' or 'passport'. */
    documentKind?: string;
    birthCertificate?: string;
    foreign?: boolean;
    isChild?: boolean;
    /** Fills in their part through their own link (spec §6). */
    ownLink?: boolean;
    birthDate?: string;
    phone?: string;
    /** Asked only for a host on FNRH (issue 32), as the holder's is. */
    gender?: string;
    /** Their data was erased at their own request (issue 32): only the key is left. */
    dataErased?: boolean;
  }[];
  termsAccepted?: boolean;
  imageTermsAccepted?: boolean;
};

/** What every reservation command answers; the message is the toast (spec §8). */
export type CommandAnswer = {
  success: true;
  message: string;
  newPasscode?: NewPasscodeAnswer | null;
};

/** How the lock took an extension's new dates (PUT extendCheckoutForm on an approved stay). */
export type NewPasscodeAnswer = { success: boolean; message: string; pending: boolean };

/** A property, as much of it as the console's pickers need. */
export type ResidenceOption = {
  id: string;
  name: string;
  maxGuests: number;
  usesTTLock: boolean;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  supportedLanguages: string[];
};

/** Who may answer for a reservation: the owner and the account's sub-users. */
export type AccountUser = { id: string; name: string };
