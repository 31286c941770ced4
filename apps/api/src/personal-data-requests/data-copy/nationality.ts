type Fields = Record<string, unknown>;

const hasNationality = (guest: Fields): boolean =>
  typeof guest.nationality === 'string' && guest.nationality !== '';

/**
 * A Brazilian's entry names no nationality (the form asks only "foreign: no"): the copy, which
 * promises the nationality, names it (Brazil) as the kept identity does (issue 32 walk).
 */
const withOwnNationality = (guest: Fields): Fields =>
  !hasNationality(guest) && (guest.isForeign ?? guest.foreign) === false
    ? { ...guest, nationality: 'BR' }
    : guest;

/** The holder's (or a companion's own) fields and each companion's, each with its nationality. */
export const withNationalities = (form: Fields): Fields => {
  const own = withOwnNationality(form);
  return Array.isArray(own.additionalGuests)
    ? {
        ...own,
        additionalGuests: own.additionalGuests.map((guest: unknown) =>
          typeof guest === 'object' && guest !== null ? withOwnNationality(guest as Fields) : guest,
        ),
      }
    : own;
};
