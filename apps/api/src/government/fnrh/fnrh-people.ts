import {
  ageOn,
  guestDocumentOf,
  isBrazil,
  isCalendarDate,
  MAIN_GUEST_MIN_AGE,
  type Gender,
  type GuestDocumentKind,
  type TransportMeans,
  type VisitPurpose,
} from '@chegada/domain';

/** A guest of the form as FNRH takes them: what a person and a guest on a reservation need. */
export type FnrhPerson = {
  /** 'main' or the companion's key. */
  guest: string;
  /** The form's path of this guest, which a failure names ('additionalGuests[1]'). */
  path: string;
  name: string;
  birthDate: string;
  document: { kind: GuestDocumentKind; number: string };
  gender: Gender;
  minor: boolean;
  nationality: string;
  email: string | null;
  phone: string | null;
  address: Record<string, string> | null;
};

export type FnrhTrip = { purpose: VisitPurpose; transport: TransportMeans };

type Fields = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An ISO 3166-1 code FNRH takes for a country the form holds ('BR', or 'Brasil' typed). */
const countryCode = (country: string): string =>
  isBrazil(country) || !country ? 'BR' : country.toUpperCase();

/**
 * The form's guests as FNRH people, the holder first, each companion after; a guest lacking
 * what FNRH asks (name, birth date, document number) is named in `missing` and left out.
 * `erased`: the companions whose data was erased at their request (issue 32): FNRH's legal
 * duty keeps who they are, never how to reach them.
 */
export const fnrhPeopleOf = (
  form: Fields,
  checkInDay: string,
  erased: readonly string[] = [],
): { people: FnrhPerson[]; missing: string[] } => {
  const address = (form.address ?? {}) as Fields;
  const homeCountry = countryCode(text(address.country));
  const companions = Array.isArray(form.additionalGuests)
    ? (form.additionalGuests as Fields[])
    : [];
  const guests = [
    { guest: 'main', path: 'main', fields: form, foreign: form.isForeign === true },
    ...companions.map((fields, index) => ({
      guest: text(fields.key) || `companion-${index}`,
      path: `additionalGuests[${index}]`,
      fields,
      foreign: fields.foreign === true,
    })),
  ];
  const people: FnrhPerson[] = [];
  const missing: string[] = [];
  for (const { guest, path, fields, foreign } of guests) {
    const document = guestDocumentOf(fields);
    const birthDate = text(fields.birthDate);
    const lacking = [
      ['name', text(fields.name)],
      ['birthDate', isCalendarDate(birthDate) ? birthDate : ''],
      [document.kind, document.number ?? ''],
    ].flatMap(([field, value]) => (value ? [] : [`${path}.${field}`]));
    if (lacking.length > 0) {
      missing.push(...lacking);
      continue;
    }
    const isMain = guest === 'main';
    people.push({
      guest,
      path,
      name: text(fields.name),
      birthDate,
      document: { kind: document.kind, number: document.number ?? '' },
      gender: (text(fields.gender) || 'notInformed') as Gender,
      minor: ageOn(birthDate, checkInDay) < MAIN_GUEST_MIN_AGE,
      nationality: foreign ? homeCountry : 'BR',
      email: isMain ? text(form.email) || null : null,
      phone: erased.includes(guest) ? null : text(fields.phone) || null,
      address: isMain ? { ...(address as Record<string, string>), country: homeCountry } : null,
    });
  }
  return { people, missing };
};

/** Why the holder travels and how, which FNRH asks for every guest on the reservation. */
export const fnrhTripOf = (form: Fields): FnrhTrip | { missing: string[] } => {
  const purpose = text(form.visitPurpose);
  const transport = text(form.transport);
  const missing = [
    ...(purpose ? [] : ['main.visitPurpose']),
    ...(transport ? [] : ['main.transport']),
  ];
  return missing.length > 0
    ? { missing }
    : { purpose: purpose as VisitPurpose, transport: transport as TransportMeans };
};

/** The host's correction of the trip purpose and transport, over the guest's answer. */
export const hostTripOf = (row?: { visit_purpose: string | null; transport: string | null }) => ({
  ...(row?.visit_purpose ? { visitPurpose: row.visit_purpose } : {}),
  ...(row?.transport ? { transport: row.transport } : {}),
});

/** The holder's address as FNRH's person takes it; a Brazilian CEP as 8 digits. */
export const addressOf = (address: Record<string, string>) => ({
  PaisResidencia_id: address.country,
  ...(address.cep ? { cep: address.cep.replace(/\D/g, '') } : {}),
  ...(address.street ? { logradouro: address.street } : {}),
  ...(address.number ? { numero: address.number } : {}),
  ...(address.complement ? { complemento: address.complement } : {}),
  ...(address.neighborhood ? { bairro: address.neighborhood } : {}),
  ...(address.country === 'BR' && address.state ? { estado_id: address.state } : {}),
});
