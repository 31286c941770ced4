import type { GuestFormPage } from '@chegada/contracts';

/** Which guest link is open: the parts of the URL the server resolves (spec §2, §7). */
export type GuestLink = {
  id: string;
  source: string;
  friendlyCode?: string;
  /** An additional guest's own link: only that guest's part. */
  additionalGuestKey?: string;
};

/** The form as saved: document numbers come masked, with `cpfFilled` (`passportFilled`…). */
export type SavedForm = Record<string, unknown>;

export type {
  GenericLinkPage,
  GuestFormPage,
  GuestMessageKind,
  SaveGuestFormAnswer as SaveAnswer,
} from '@chegada/contracts';

export type GenericLinkTarget = { friendlyCode: string; residenceId: string; source: string };

/**
 * A guest link's page as shown: the server's answer, or, when the server could not be reached,
 * the last answer this phone kept for that link (api/offline-copy.ts, issue 17).
 */
export type ShownGuestFormPage = GuestFormPage & {
  /**
   * Set when the page is this phone's copy, kept when it last loaded (`keptAt`, ms); without
   * the form's data (`formKept` false) when only the stay's access was kept.
   */
  offlineCopy?: { keptAt: number; formKept: boolean };
};
