import { formatCpf, isValidCpf } from '@chegada/domain';

// A CPF as printed: ###.###.###-## (an OCR may read a dot as a comma or drop it).
const PUNCTUATED = /(?<!\d)\d{3}[.,]?\d{3}[.,]?\d{3}\s?[-–]\s?\d{2}(?!\d)/g;
// Bare, its 11 digits only count on the line of a "CPF" label or the one under it.
const BARE = /(?<!\d)\d{11}(?!\d)/g;
const LABEL = /\bC\s?P\s?F\b/i;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The CPF printed on an RG or a CNH, among the lines an OCR read: one written
 * ###.###.###-##, or 11 digits beside or under a "CPF" label, whose check digits are right
 * (a misread digit fails them: nothing is offered rather than a wrong number). Formatted.
 */
export const findCpf = (text: readonly string[]): string | null => {
  const lines = text.filter((line) => line.trim() !== '');
  const candidates = lines.flatMap((line, index) => {
    const labelled = LABEL.test(line) || LABEL.test(lines[index - 1] ?? '');
    return [
      ...[...line.matchAll(PUNCTUATED)].map((match) => digitsOf(match[0])),
      ...(labelled ? [...line.replace(/[\s.]/g, '').matchAll(BARE)].map((match) => match[0]) : []),
    ];
  });
  const found = candidates.find(isValidCpf);
  return found ? formatCpf(found) : null;
};

/** A CPF read from a document's text, as the host's review keeps it (sealed). */
export type CpfReading = { source: 'text'; cpf: string };

export const isCpfReading = (reading: object): reading is CpfReading =>
  'source' in reading && reading.source === 'text';
