type Fields = Record<string, unknown>;

/**
 * The holder's fields as a person reads them: who they are (name, birth date, document,
 * nationality), how to reach them, where they live; then the stay; then the companions and
 * consents. A field not named here follows, as it came.
 */
const HOLDER_ORDER = [
  'name',
  'birthDate',
  'gender',
  'documentKind',
  'cpf',
  'passport',
  'birthCertificate',
  'isForeign',
  'foreign',
  'nationality',
  'email',
  'phone',
  'address',
  'checkInDate',
  'checkInTime',
  'checkOutDate',
  'checkOutTime',
  'adults',
  'children',
  'visitPurpose',
  'transport',
  'vehicles',
  'pets',
  'petCount',
  'petKind',
  'petKindOther',
  'additionalGuests',
  'termsAccepted',
  'imageTermsAccepted',
];

const ADDRESS_ORDER = [
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'cep',
  'postalCode',
  'country',
];

const ordered = (fields: Fields, order: readonly string[]): Fields => {
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  return Object.fromEntries(
    Object.entries(fields).sort(([one], [other]) => rank(one) - rank(other)),
  );
};

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form with the holder's, each companion's and the address's fields in reading order. */
export const inReadingOrder = (form: Fields): Fields => {
  const result = ordered(form, HOLDER_ORDER);
  if (isFields(result.address)) result.address = ordered(result.address, ADDRESS_ORDER);
  if (Array.isArray(result.additionalGuests))
    result.additionalGuests = result.additionalGuests.map((guest: unknown) =>
      isFields(guest) ? ordered(guest, HOLDER_ORDER) : guest,
    );
  return result;
};
