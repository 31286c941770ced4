import type { DocumentReadingAnswer } from '@chegada/contracts';

/** A value read from the document, offered for one of the form's fields. */
export type OfferedValue = { field: 'cpf' | 'name' | 'birthDate' | 'passport'; value: string };

/**
 * What a reading offers to fill: the CPF read from an RG's or a CNH's text; or, from an MRZ,
 * the name, the birth date and — for a foreigner (`foreign`), whose document the form asks is
 * a passport — the passport number.
 */
export const offeredValues = (
  { document, cpf }: DocumentReadingAnswer,
  foreign: boolean,
): OfferedValue[] => {
  if (cpf) return [{ field: 'cpf', value: cpf }];
  if (!document) return [];
  const name = [document.givenNames, document.surname].filter(Boolean).join(' ');
  const passport = document.documentCode?.startsWith('P') && foreign;
  const values: [OfferedValue['field'], string | null][] = [
    ['name', name || null],
    ['birthDate', document.birthDate],
    ['passport', passport ? document.documentNumber : null],
  ];
  return values.flatMap(([field, value]) => (value ? [{ field, value }] : []));
};
