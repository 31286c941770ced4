import { companionsOf } from '@chegada/domain';

type Guest = Record<string, unknown>;

/** Who a consent is of, and whether the holder gave it for them. */
type Consent = { guest: string; acceptedBy: 'main' | null };

/** Whose records a holder's copy carries, and the form as the copy shows it. */
export type HolderScope = {
  /** A record's guest ('main', a companion's key; none is the holder's) goes in the copy. */
  includes: (guest: string | null | undefined) => boolean;
  form: Guest;
};

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
  // An adult erased at their own request: said so, with the day (`erasedOn`), not a blank name.
  const shown = (companion: Guest): Guest =>
    typeof companion.key === 'string' && guarded.has(companion.key)
      ? companion
      : companion.dataErased === true
        ? { erasedAtOwnRequestOn: companion.erasedOn ?? null }
        : { name: companion.name ?? null };
  return {
    includes: (guest) => included.has(guest ?? 'main'),
    form: Array.isArray(form.additionalGuests)
      ? { ...form, additionalGuests: companionsOf(form).map(shown) }
      : form,
  };
};

/**
 * An adult companion's own copy, asked from their own link (issue 32): their entry of the form
 * and their records only; of the others, nothing (not even the holder's name).
 */
export const companionScopeOf = (form: Guest, guest: string): HolderScope => {
  // Their entry as a person reads it: never the form's internal key.
  const { key: _key, ...part } = companionsOf(form).find((each) => each.key === guest) ?? {};
  return { includes: (record) => record === guest, form: part };
};

/** Whose copy: the holder's (with their guarded minors) or an adult companion's own. */
export const subjectScopeOf = (
  form: Guest,
  consents: readonly Consent[],
  guest: string,
): HolderScope =>
  guest === 'main' ? holderScopeOf(form, consents) : companionScopeOf(form, guest);

/**
 * The place of a record's guest as the host sees the guests: the holder first, then each
 * companion in the form's order; a guest no longer on the form last.
 */
export const guestRankOf = (form: Guest) => {
  const keys = companionsOf(form).map((companion) => companion.key);
  return (guest: string | null | undefined): number => {
    if (!guest || guest === 'main') return 0;
    const at = keys.indexOf(guest);
    return at === -1 ? keys.length + 1 : at + 1;
  };
};

/** Records sorted by their guest's place (a stable sort: each guest's keep their order). */
export const byGuestPlace = <T extends { guest?: string | null }>(
  form: Guest,
  records: readonly T[],
): T[] => {
  const rank = guestRankOf(form);
  return [...records].sort((one, other) => rank(one.guest) - rank(other.guest));
};
