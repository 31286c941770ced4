import type { CpfSituation } from '@chegada/contracts';

/** What the Receita's register says of a CPF (Serpro's Consulta CPF answer). */
export type CpfRecord = {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  situation: CpfSituation;
};

/** What the guest typed. */
export type TypedPerson = { name: string; birthDate: string | null };

// Serpro's situation codes (situacao.codigo).
const SITUATIONS: Record<string, CpfSituation> = {
  '0': 'regular',
  '2': 'suspended',
  '3': 'deceased',
  '4': 'pending',
  '5': 'cancelled',
  '8': 'null',
  '9': 'cancelled',
};

export const situationOf = (code: string): CpfSituation => SITUATIONS[code] ?? 'pending';

/** DDMMAAAA (Serpro) as YYYY-MM-DD; null when it is not a date. */
export const isoBirthDate = (ddmmyyyy: string | undefined): string | null => {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(ddmmyyyy ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

/** A name as people write it on forms: no accents, case, punctuation or repeated spaces. */
export const comparableName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The register against what the guest typed: a result for the host, never a refusal
 * (LGPD art. 20). A name matches when it is the same once accents, case and spacing are set
 * aside; a birth date only when it is the same day.
 */
export const cpfVerdict = (record: CpfRecord, typed: TypedPerson) => ({
  situation: record.situation,
  nameMatches: comparableName(record.name) === comparableName(typed.name),
  birthDateMatches:
    record.birthDate === null || typed.birthDate === null
      ? null
      : record.birthDate === typed.birthDate,
});
