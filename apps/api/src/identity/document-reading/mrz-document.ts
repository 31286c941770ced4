import { parse } from 'mrz';
import type { MrzDocument } from '@chegada/contracts';

export type { MrzDocument };

const iso = (yymmdd: string | null | undefined, pivotYear: number): string | null => {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const year = yy + (yy > pivotYear % 100 ? 1900 : 2000);
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
};

const text = (value: string | null | undefined): string | null =>
  value ? value.replace(/</g, ' ').trim() || null : null;

/**
 * The MRZ's fields and checks (`mrz`, with its letter/digit corrections: an OCR's 8 for B in
 * a country code). Null when the lines are of no MRZ layout.
 */
export const mrzDocumentOf = (lines: readonly string[], today: string): MrzDocument | null => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
  const { fields } = parsed;
  const thisYear = Number(today.slice(0, 4));
  // A birth year ahead of this one is last century's; an expiry up to 50 years ahead is this one's.
  const expiryDate = iso(fields.expirationDate, thisYear + 50);
  const sex = fields.sex === 'female' || fields.sex === 'male' ? fields.sex : null;
  return {
    format: parsed.format,
    documentCode: text(fields.documentCode),
    documentNumber: text(fields.documentNumber),
    surname: text(fields.lastName),
    givenNames: text(fields.firstName),
    nationality: text(fields.nationality),
    issuingState: text(fields.issuingState),
    birthDate: iso(fields.birthDate, thisYear),
    expiryDate,
    sex,
    checkDigitsValid: parsed.valid,
    invalidFields: parsed.details
      .filter((detail) => !detail.valid && detail.field)
      .map((detail) => String(detail.field)),
    expired: expiryDate !== null && expiryDate < today,
  };
};
