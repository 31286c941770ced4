/** The MRZ layouts of ICAO 9303: ID cards (the new CIN: 3 × 30), visas/old IDs, passports. */
// With, per line, the places that only ever hold a digit (dates and check digits).
const LAYOUTS = [
  { lines: 3, length: 30, digits: [[14], [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 29], []] },
  { lines: 2, length: 44, digits: [[], [9, ...range(13, 19), ...range(21, 27), 42, 43]] },
  { lines: 2, length: 36, digits: [[], [9, ...range(13, 19), ...range(21, 27), 35]] },
] as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

// The letters an OCR takes a printed digit for.
const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

const digitsAt = (line: string, places: readonly number[]): string =>
  [...line]
    .map((char, index) => (places.includes(index) ? (AS_DIGIT[char] ?? char) : char))
    .join('');

// OCR may drop or add a filler at a line's end; more than this is not the line.
const SLACK = 2;

const clean = (line: string) => line.replace(/\s+/g, '').toUpperCase();

const fits = (line: string, length: number) => Math.abs(line.length - length) <= SLACK;

/**
 * A line brought to its exact length. An OCR loses or doubles a filler in a long run of them
 * (<<<<<), not a letter, so the longest run gives or takes the difference: the check digits
 * after it keep their places.
 */
const toLength = (line: string, length: number): string => {
  const runs = [...line.matchAll(/<+/g)];
  const longest = runs.reduce<RegExpExecArray | undefined>(
    (best, run) => (run[0].length > (best?.[0].length ?? 0) ? run : best),
    undefined,
  );
  if (line.length === length || !longest) return line.padEnd(length, '<').slice(0, length);
  const start = longest.index ?? 0;
  const run = Math.max(1, longest[0].length + length - line.length);
  const fitted = line.slice(0, start) + '<'.repeat(run) + line.slice(start + longest[0].length);
  return fitted.padEnd(length, '<').slice(0, length);
};

/**
 * The MRZ among the lines an OCR read from a photo: consecutive lines of one layout's length
 * holding fillers (<), or null when the photo shows none.
 */
export const findMrz = (text: readonly string[]): string[] | null => {
  const lines = text.map(clean).filter((line) => /^[A-Z0-9<]{20,}$/.test(line));
  for (const layout of LAYOUTS) {
    for (let start = 0; start + layout.lines <= lines.length; start++) {
      const candidate = lines.slice(start, start + layout.lines);
      if (
        candidate.every((line) => fits(line, layout.length)) &&
        candidate.some((line) => line.includes('<<'))
      ) {
        return candidate.map((line, index) =>
          digitsAt(toLength(line, layout.length), layout.digits[index] ?? []),
        );
      }
    }
  }
  return null;
};
