import type { DocumentReadingAnswer } from '@chegada/contracts';
import { isValidCpf, normalizeCpf, offeredName } from '@chegada/domain';

/** The form's fields a reading may fill. */
export type FilledField = 'cpf' | 'name' | 'birthDate' | 'passport';

/**
 * A value read from the document, shown to the guest to check (`read`: which of the document's
 * values it is); `fills` is the form's field it goes into, null when it only is shown (the
 * nationality, the expiry, a number the form does not ask for).
 */
export type OfferedValue = {
  read: 'name' | 'documentNumber' | 'cpf' | 'nationality' | 'birthDate' | 'expiryDate';
  value: string;
  fills: FilledField | null;
};

const shownOnly = (read: OfferedValue['read'], value: string | null): OfferedValue[] =>
  value ? [{ read, value, fills: null }] : [];

/**
 * The number read, and the form's field it fills: a passport's number a foreigner's passport
 * (the form asks a Brazilian their CPF, so theirs is only shown, to check); the new CIN's
 * number, a valid CPF, a Brazilian's CPF.
 */
const numberRead = (
  document: NonNullable<DocumentReadingAnswer['document']>,
  foreign: boolean,
): OfferedValue[] => {
  const number = document.documentNumber;
  if (!number) return [];
  if (document.documentCode?.startsWith('P'))
    return [{ read: 'documentNumber', value: number, fills: foreign ? 'passport' : null }];
  if (document.issuingState === 'BRA' && isValidCpf(number))
    return [{ read: 'cpf', value: normalizeCpf(number), fills: foreign ? null : 'cpf' }];
  return shownOnly('documentNumber', number);
};

/**
 * What a reading shows and offers to fill: the CPF read from an RG's or a CNH's text; or,
 * from an MRZ, everything read — the name (as people write it, or as `typedName` has it when
 * that is the same name), the document's number, nationality, birth date and expiry — so a
 * misread can be seen before anything is used.
 */
export const offeredValues = (
  { document, cpf }: DocumentReadingAnswer,
  foreign: boolean,
  typedName?: string,
): OfferedValue[] => {
  if (cpf) return [{ read: 'cpf', value: cpf, fills: 'cpf' }];
  if (!document) return [];
  const read = [document.givenNames, document.surname].filter(Boolean).join(' ');
  const name = read ? offeredName(read, typedName) : '';
  const filling = (field: 'name' | 'birthDate', value: string | null): OfferedValue[] =>
    value ? [{ read: field, value, fills: field }] : [];
  return [
    ...filling('name', name || null),
    ...numberRead(document, foreign),
    ...shownOnly('nationality', document.nationality),
    ...filling('birthDate', document.birthDate),
    ...shownOnly('expiryDate', document.expiryDate),
  ];
};

/** The form's fields the values fill, as they are saved. */
export const filledFields = (
  values: readonly OfferedValue[],
): Partial<Record<FilledField, string>> =>
  Object.fromEntries(values.flatMap(({ fills, value }) => (fills ? [[fills, value]] : [])));
