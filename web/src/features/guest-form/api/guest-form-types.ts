import type { ReservationStatusName } from '@chegada/domain';

/** Which guest link is open: the parts of the URL the server resolves (spec §2, §7). */
export type GuestLink = {
  id: string;
  source: string;
  friendlyCode?: string;
  /** An additional guest's own link: only that guest's part. */
  additionalGuestKey?: string;
};

export type GuestMessageKind =
  'toForm' | 'filling' | 'inAnalysis' | 'refused' | 'accessReleased' | 'finished' | 'cancelled';

/** The form as saved: document numbers come masked, with `cpfFilled`/`passportFilled`. */
export type SavedForm = Record<string, unknown>;

/** GET /api/stays/guestForm/:id (apps/api/src/guest-form/get-guest-form/guest-form-page.ts). */
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
  company: { name: string; friendlyCode: string; phone: string; website: string | null };
  residence: {
    name: string;
    address: Record<string, string | null>;
    checkInTime: string;
    checkOutTime: string;
    timeZone: string;
    parkingSpaces: number;
    houseRules: string;
  };
  /** Amount in centavos; the pix code and its QR when the host has a pix key. */
  deposit: { amount: number; brCode: string | null; qrCodeDataUrl: string | null } | null;
  form: SavedForm;
  /** Per guest ('main' or an additional guest's key), the kinds of file stored. */
  files: Record<string, string[]>;
  /** Field paths and file parts a submission still lacks. */
  missing: string[];
  message: { kind: GuestMessageKind; refuseMotive: string | null };
  /** On an additional guest's own link, their place in the form (file parts guest_<i>_…). */
  additionalGuestIndex: number | null;
  access: {
    releasesAt: string;
    released: boolean;
    passcode: string | null;
    instructions: string | null;
  };
};

/** PUT /api/stays/guestForm/:id */
export type SaveAnswer = {
  status: number;
  missing: string[];
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
    supportedLanguages: string[];
  };
};

export type GenericLinkTarget = { friendlyCode: string; residenceId: string; source: string };
