/**
 * What a property's imported bookings are read against (its clock, hours and size), selected
 * from `residences as residence`; `withLanguage` turns its languages into the guest's default.
 */
export const IMPORT_TARGET_COLUMNS = [
  'residence.time_zone as timeZone',
  'residence.check_in_time as checkInTime',
  'residence.check_out_time as checkOutTime',
  'residence.max_guests as maxGuests',
  'residence.supported_languages as languages',
] as const;

/** A row with IMPORT_TARGET_COLUMNS, its guests' default language the property's first. */
export const withLanguage = <Row extends { languages: string[] }>({
  languages,
  ...row
}: Row): Omit<Row, 'languages'> & { language: string } => ({
  ...row,
  language: languages[0] ?? 'pt-BR',
});
