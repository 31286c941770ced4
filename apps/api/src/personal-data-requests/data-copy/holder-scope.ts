type Guest = Record<string, unknown>;

/** Who a consent is of, and whether the holder gave it for them. */
type Consent = { guest: string; acceptedBy: 'main' | null };

/** Whose records a holder's copy carries, and the form as the copy shows it. */
export type HolderScope = {
  /** A record's guest ('main', a companion's key; none is the holder's) goes in the copy. */
  includes: (guest: string | null | undefined) => boolean;
  form: Guest;
};

/** The form's additional guests (none when it lists none). */
export const companionsOf = (form: Guest): Guest[] =>
  Array.isArray(form.additionalGuests) ? (form.additionalGuests as Guest[]) : [];

/**
 * The holder's copy (the lead's decision on issue 32): the holder's own data, and of the
 * companions only their names, except the minors whose consent the holder gave as their
 * guardian (recorded as accepted by 'main'), whose data goes in whole. An adult companion's
 * CPF, documents and photos are theirs: they ask for their own copy.
 */
export const holderScopeOf = (form: Guest, consents: readonly Consent[]): HolderScope => {
  const guarded = new Set(
    consents.filter((consent) => consent.acceptedBy === 'main').map((consent) => consent.guest),
  );
  const included = new Set(['main', ...guarded]);
  const shown = (companion: Guest): Guest =>
    typeof companion.key === 'string' && guarded.has(companion.key)
      ? companion
      : { name: companion.name ?? null };
  return {
    includes: (guest) => included.has(guest ?? 'main'),
    form: Array.isArray(form.additionalGuests)
      ? { ...form, additionalGuests: companionsOf(form).map(shown) }
      : form,
  };
};
