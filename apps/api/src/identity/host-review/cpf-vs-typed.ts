import type { CpfReading } from '../document-reading/cpf-text';
import { compared, type DocumentReadingCheck, type TypedIdentity } from './read-vs-typed';

/**
 * The CPF read from an RG's or a CNH's text against the CPF the guest typed (a guest who gave
 * a passport instead is shown it, not compared). Read only with right check digits; such
 * cards print no expiry the reading looks at.
 */
export const cpfVsTyped = (
  reading: CpfReading,
  typed: TypedIdentity | null,
  { readAt }: { readAt: Date },
): DocumentReadingCheck => {
  const typedCpf = typed?.documentKind === 'cpf' ? typed.documentNumber : null;
  const field = compared('cpf', reading.cpf, typedCpf);
  return {
    source: 'text',
    fields: [field],
    mismatches: field.matches === false ? ['cpf'] : [],
    checkDigitsValid: true,
    expired: false,
    readAt: readAt.toISOString(),
  };
};
