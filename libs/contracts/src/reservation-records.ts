import type { MainGuestFileField } from './schemas';

// What the host's review and performance screens read, as the API answers it (JSON).

/** One entry of GET /api/stays/reservations/:id/events: what changed, when, and by whom. */
export type ReservationEventEntry = {
  id: string;
  revision: number;
  type: string;
  /** When the command was accepted (ISO 8601). */
  occurredAt: string | null;
  actor: { id: string | null; name: string | null; role: string; guestLink: string | null };
  changedFields: string[];
  /** The values set; personal data reads "removed" once shredded, secrets are never shown. */
  changes: Record<string, unknown>;
};

/** A guest's file with its short-lived signed link and who has opened it. */
export type GuestDocumentLink = {
  id: string;
  /** 'main' or an additional guest's key. */
  guest: string;
  kind: MainGuestFileField;
  mime: string;
  bytes: number;
  uploadedAt: string;
  url: string;
  expiresAt: string;
  /** Found to carry active content once stored (issue 28): its url answers 410, never the file. */
  withheld: boolean;
  /** Every opening so far, the latest first: who and when. */
  views: { viewerName: string | null; viewedAt: string }[];
};

/** A guest's acceptance of a text, with the text's version. */
export type GuestConsentView = {
  guest: string;
  kind: 'terms' | 'biometric';
  termsVersion: string;
  /** 'main': the main guest accepted it for this companion, under 18 (issue 27). */
  acceptedBy?: 'main';
  acceptedAt: string;
};

/** GET /api/stays/reservations/:id/documents */
export type ReservationDocuments = { items: GuestDocumentLink[]; consents: GuestConsentView[] };

/** One user of the account in GET /api/users/performance. */
export type UserPerformance = {
  userId: string;
  name: string;
  approved: number;
  refused: number;
  /** From the reservation's submission to its approval; null before any approval. */
  averageApprovalMinutes: number | null;
  /** The middle time from submission to a decision (approval or refusal); null before any. */
  medianDecisionMinutes: number | null;
};
