// An MRZ holds a name in capitals without accents: offered as people write it.

/** Portuguese and Spanish particles, written in lower case inside a name. */
const PARTICLES = new Set(['da', 'de', 'do', 'dos', 'das', 'e', 'y', 'del', 'la']);

const capitalised = (word: string) =>
  word.replace(
    /(^|[-'])(\p{L})/gu,
    (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase()}`,
  );

/** "MARIA DA SILVA" → "Maria da Silva": each word capitalised, the particles inside lower case. */
export const writtenName = (read: string): string =>
  read
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && PARTICLES.has(word) ? word : capitalised(word)))
    .join(' ');

/** A name as compared: without case, accents or extra spaces ("João" is the MRZ's "JOAO"). */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/** The name to offer: what the guest typed when it is the one read, else the read one written. */
export const offeredName = (read: string, typed: string | undefined): string =>
  typed && plain(typed) === plain(read) ? typed.trim() : writtenName(read);
