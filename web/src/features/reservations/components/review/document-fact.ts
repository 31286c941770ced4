import {
  formatBirthCertificate,
  formatCpf,
  guestDocumentOf,
  type GuestDocumentKind,
} from '@chegada/domain';
import type { Fact } from './Facts';

// As each document prints its number; a passport's is as given.
const PRINTED: Record<GuestDocumentKind, (number: string) => string> = {
  cpf: formatCpf,
  birthCertificate: formatBirthCertificate,
  passport: (number) => number,
};

/**
 * A guest's document as the review shows it: named by its kind (a child's birth certificate is
 * not a CPF, issue 27) and printed as that document prints it.
 */
export const documentFact = (
  guest: Record<string, unknown>,
  text: (key: string) => string,
): Fact => {
  const { kind, number } = guestDocumentOf(guest);
  return { label: text(kind), value: number && PRINTED[kind](number) };
};
