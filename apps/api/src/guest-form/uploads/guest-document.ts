import type { MainGuestFileField } from '@chegada/contracts';

// A guest's documents, the host's views of them and the guest's consents, as the uploads
// module hands them to its callers (the rows are in guest-documents.repository.ts).

/** The document kinds of §3 and the deposit proof: the main guest's file parts. */
export type GuestDocumentKind = MainGuestFileField;

export type GuestDocument = {
  id: string;
  reservationId: string;
  accountId: string;
  /** 'main' or an additional guest's key. */
  guest: string;
  kind: GuestDocumentKind;
  storageKey: string;
  mime: string;
  bytes: number;
  sha256: string;
  uploadedAt: Date;
  /** When a scan found active content in it (issue 28): never served from then on. */
  withheldAt: Date | null;
  /**
   * The subject whose key encrypts the bytes when it is not the reservation's: an adult
   * companion's, once the holder's deletion kept their files (issue 32).
   */
  sealedUnder: string | null;
};

export type NewGuestDocument = Omit<
  GuestDocument,
  'id' | 'uploadedAt' | 'withheldAt' | 'sealedUnder'
>;

/** The subject whose data key opens a document's bytes. */
export const fileSubjectOf = (document: GuestDocument): string =>
  document.sealedUnder ?? document.reservationId;

/** Who opened a document and when (the host's "viewed by … at …"). */
export type DocumentView = { documentId: string; viewerName: string | null; viewedAt: Date };

/** A guest's acceptance of a text, with the text's version. */
export type GuestConsent = {
  guest: string;
  kind: 'terms' | 'biometric';
  termsVersion: string;
  /** 'main' when the main guest gave it for a companion under 18 (issue 27); else theirs. */
  acceptedBy: 'main' | null;
  acceptedAt: Date;
};

/** A consent to record, and where it came from. */
export type NewGuestConsent = Omit<GuestConsent, 'acceptedBy' | 'acceptedAt'> & {
  reservationId: string;
  acceptedBy?: 'main';
  ip?: string;
  userAgent?: string;
};
