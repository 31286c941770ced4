/** A case a normalizer accepts: what it is, what is typed, what is kept. */
export type Accepted = [what: string, typed: string, kept: string];
/** A case it refuses: what it is, what is typed. */
export type Refused = [what: string, typed: string];

/**
 * The tests of a contact normalizer and its validity check, which must agree: each accepted
 * input is kept as given and valid, each refused one is kept as nothing and invalid.
 */
export const normalizerCases = (
  normalize: (typed: string) => string | null,
  isValid: (typed: string) => boolean,
  { accepts, refuses }: { accepts: Accepted[]; refuses: Refused[] },
) => {
  it.each(accepts)('accepts %s', (_, typed, kept) => {
    expect(normalize(typed)).toBe(kept);
    expect(isValid(typed)).toBe(true);
  });
  it.each(refuses)('refuses %s', (_, typed) => {
    expect(normalize(typed)).toBeNull();
    expect(isValid(typed)).toBe(false);
  });
};
