import {
  ADDITIONAL_GUEST_DOCUMENT_KINDS,
  DOCUMENT_KINDS,
  type AdditionalGuestDocumentKind,
  type DocumentKind,
} from '@chegada/domain';

/**
 * The largest file a guest may upload: the server's default (UPLOAD_MAX_FILE_BYTES), which the
 * web form checks before it sends a file it does not shrink (a PDF, a photo still too large).
 */
export const GUEST_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The proof of the deposit paid by pix, sent by the main guest. */
export const DEPOSIT_PROOF_FIELD = 'deposit_proof';

/** The main guest's file parts of the guest form's multipart body. */
export const GUEST_FORM_FILE_FIELDS = [...DOCUMENT_KINDS, DEPOSIT_PROOF_FIELD] as const;
export type MainGuestFileField = (typeof GUEST_FORM_FILE_FIELDS)[number];

/** Additional guest `index` (from 0)'s part for a kind: guest_0_doc_front. */
export const additionalGuestFileField = (index: number, kind: AdditionalGuestDocumentKind) =>
  `guest_${index}_${kind}` as const;

/**
 * The file parts of the first `count` additional guests (guest_0_doc_front…), but those of the
 * guests who send their own through their link (`byOwnLink(index)`).
 */
export const additionalGuestFileFields = (
  count: number,
  byOwnLink: (index: number) => boolean = () => false,
): string[] =>
  Array.from({ length: count }, (_, index) =>
    byOwnLink(index)
      ? []
      : ADDITIONAL_GUEST_DOCUMENT_KINDS.map((kind) => additionalGuestFileField(index, kind)),
  ).flat();

export type ParsedFileField =
  | { guest: 'main'; kind: MainGuestFileField }
  | { guest: number; kind: AdditionalGuestDocumentKind };

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

// One spelling per index (no leading zeros), at most 3 digits: far above any property's size.
const ADDITIONAL_GUEST_FIELD = /^guest_(0|[1-9]\d{0,2})_(.+)$/;

/** Whose file a multipart part holds and of which kind; null for a part the form does not take. */
export const parseFileField = (name: string): ParsedFileField | null => {
  if (isOneOf(GUEST_FORM_FILE_FIELDS, name)) return { guest: 'main', kind: name };
  const match = ADDITIONAL_GUEST_FIELD.exec(name);
  const kind = match?.[2];
  if (!match || !kind || !isOneOf(ADDITIONAL_GUEST_DOCUMENT_KINDS, kind)) return null;
  return { guest: Number(match[1]), kind };
};

/**
 * The file parts a submission still lacks, among those stored and those just sent (`present`).
 * The main guest sends both sides of the document or the digital one (doc_digital), and a
 * selfie; the deposit proof when the property asks a deposit; each additional guest both
 * sides and a selfie, but one who sends them through their own link (`ownLinks`, by index).
 * With no document at all, both sides are reported, the usual choice. A host who does not
 * require a selfie (`requireSelfie: false`, the account's setting) asks none of anyone.
 */
export const missingGuestFormFiles = (
  form: {
    hasDeposit: boolean;
    additionalGuests: number;
    ownLinks?: readonly number[];
    requireSelfie?: boolean;
  },
  present: ReadonlySet<string>,
): string[] => {
  const asked = (field: string) => form.requireSelfie !== false || !field.endsWith('doc_selfie');
  const lacking = (fields: readonly string[]) =>
    fields.filter((field) => asked(field) && !present.has(field));
  const document: DocumentKind[] = present.has('doc_digital') ? [] : ['doc_front', 'doc_back'];
  return [
    ...lacking(document),
    ...lacking(['doc_selfie']),
    ...lacking(form.hasDeposit ? [DEPOSIT_PROOF_FIELD] : []),
    ...lacking(
      additionalGuestFileFields(form.additionalGuests, (index) =>
        (form.ownLinks ?? []).includes(index),
      ),
    ),
  ];
};
