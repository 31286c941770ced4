import type { DocumentReadingAnswer } from '@chegada/contracts';
import { offeredName } from '@chegada/domain';

/** A value read from the document, offered for one of the form's fields. */
export type OfferedValue = { field: 'cpf' | 'name' | 'birthDate' | 'passport'; value: string };

/**
 * What a reading offers to fill: the CPF read from an RG's or a CNH's text; or, from an MRZ,
 * the name (as people write it, or as `typedName` has it when that is the same name), the birth
 * date and — for a foreigner (`foreign`), whose document the form asks is a passport — the
 * passport number.
 */
export const offeredValues = (
  { document, cpf }: DocumentReadingAnswer,
  foreign: boolean,
  typedName?: string,
): OfferedValue[] => {
  if (cpf) return [{ field: 'cpf', value: cpf }];
  if (!document) return [];
  const read = [document.givenNames, document.surname].filter(Boolean).join(' ');
  const name = read ? offeredName(read, typedName) : '';
  const passport = document.documentCode?.startsWith('P') && foreign;
  const values: [OfferedValue['field'], string | null][] = [
    ['name', name || null],
    ['birthDate', document.birthDate],
    ['passport', passport ? document.documentNumber : null],
  ];
  return values.flatMap(([field, value]) => (value ? [{ field, value }] : []));
};
