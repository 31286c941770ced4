/** A case a validator accepts or refuses: what it is, and what is typed. */
export type Case = [what: string, typed: string];
/** A case a normalizer accepts: what it is, what is typed, what is kept. */
export type Accepted = [what: string, typed: string, kept: string];

/** The tests of a validity check: each accepted input is valid, each refused one is not. */
export const validityCases = (
  isValid: (typed: string) => boolean,
  { accepts, refuses }: { accepts: Case[]; refuses: Case[] },
) => {
  it.each(accepts)('accepts %s', (_, typed) => {
    expect(isValid(typed)).toBe(true);
  });
  it.each(refuses)('refuses %s', (_, typed) => {
    expect(isValid(typed)).toBe(false);
  });
};

/**
 * The tests of a validity check and of what a normalizer keeps: each accepted input is valid
 * and kept as given, each refused one is invalid.
 */
export const keptCases = (
  normalize: (typed: string) => string | null,
  isValid: (typed: string) => boolean,
  { accepts, refuses }: { accepts: Accepted[]; refuses: Case[] },
) => {
  validityCases(isValid, {
    accepts: accepts.map(([what, typed]) => [what, typed]),
    refuses,
  });
  it.each(accepts)('keeps %s as given', (_, typed, kept) => {
    expect(normalize(typed)).toBe(kept);
  });
};

/**
 * The tests of a normalizer and its validity check, which must agree: each accepted input is
 * kept as given and valid, each refused one is kept as nothing and invalid.
 */
export const normalizerCases = (
  normalize: (typed: string) => string | null,
  isValid: (typed: string) => boolean,
  cases: { accepts: Accepted[]; refuses: Case[] },
) => {
  keptCases(normalize, isValid, cases);
  it.each(cases.refuses)('keeps nothing of %s', (_, typed) => {
    expect(normalize(typed)).toBeNull();
  });
};
