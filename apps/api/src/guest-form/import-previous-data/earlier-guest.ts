import type { ImportDocType } from '@chegada/contracts';
import { type Fields } from '../form-rules';
import { normalizeDocument } from './import-secrets';

/** Whether the guest's fields still hold the document looked up (a later save may change it). */
export const holdsDocument = (fields: Fields, docType: ImportDocType, doc: string): boolean => {
  const stored = fields[docType];
  return (
    typeof stored === 'string' &&
    normalizeDocument(docType, stored) === normalizeDocument(docType, doc)
  );
};
