import type { GuestPrefill } from '@chegada/contracts';
import { normalizePhone } from '@chegada/domain';
import type { GuestFormFields, GuestFormState } from './guest-form-state';
import { maskEmail, maskPhone } from './contact-destinations';

type Fields = Record<string, unknown>;
type Mask = (value: string) => string;

/** Every mask holds this character, which no field the form takes may contain. */
export const MASK_CHARACTER = '•';

// The link carries no secret, so it never hands back a whole document number: the guest sees
// enough to recognise it and sends a new one to change it.
const maskTail =
  (visible: number): Mask =>
  (value) =>
    `${MASK_CHARACTER.repeat(Math.max(value.length - visible, 3))}${value.slice(-visible)}`;
const maskAll: Mask = () => MASK_CHARACTER.repeat(4);
// In a CPF's own shape (walk61: "•••••••••25" is not how a CPF reads).
const maskCpf: Mask = (value) => {
  const hidden = MASK_CHARACTER.repeat(3);
  return `${hidden}.${hidden}.${hidden}-${value.replace(/\D/g, '').slice(-2)}`;
};
const maskName: Mask = (value) =>
  value
    .split(/\s+/)
    .map((word) => `${word.slice(0, 1)}${MASK_CHARACTER.repeat(3)}`)
    .join(' ');
const maskAnyPhone: Mask = (value) => {
  const e164 = normalizePhone(value);
  return e164 ? maskPhone(e164) : maskAll(value);
};

const DOCUMENT_MASKS: Record<string, Mask> = {
  cpf: maskCpf,
  passport: maskTail(3),
  birthCertificate: maskTail(3),
};
// Who the guest is, how to reach them, where they live: shown in full only to a device that
// saved it or proved a code (issue 15). Country, state and city stay, to recognise the address;
// the neighbourhood narrows it to a few streets.
const MAIN_GUEST_MASKS: Record<string, Mask> = {
  name: maskName,
  email: maskEmail,
  phone: maskAnyPhone,
  birthDate: maskAll,
};
const ADDRESS_MASKS: Record<string, Mask> = {
  street: maskAll,
  number: maskAll,
  complement: maskAll,
  neighborhood: maskAll,
  cep: maskAll,
};
const ADDITIONAL_GUEST_MASKS: Record<string, Mask> = {
  name: maskName,
  birthDate: maskAll,
  phone: maskAnyPhone,
};

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A form as a link shows it, and the paths that hold a mask instead of what was saved. */
export type MaskedView = { form: GuestFormFields; maskedFields: string[] };

const masked = (fields: Fields, masks: Record<string, Mask>, path: string, paths: string[]) => {
  const result: Fields = { ...fields };
  for (const [key, mask] of Object.entries(masks)) {
    const value = fields[key];
    if (typeof value !== 'string' || value === '') continue;
    result[key] = mask(value);
    paths.push(`${path}${key}`);
  }
  return result;
};

// Document numbers are masked for everyone; cpfFilled, passportFilled and
// birthCertificateFilled say one is stored.
const withDocumentsMasked = (fields: Fields, path: string, paths: string[]): Fields => {
  const result = masked(fields, DOCUMENT_MASKS, path, paths);
  for (const document of Object.keys(DOCUMENT_MASKS))
    if (typeof fields[document] === 'string') result[`${document}Filled`] = true;
  return result;
};

const guestEntry = (entry: Fields, full: boolean, path: string, paths: string[]): Fields => {
  const view = withDocumentsMasked(entry, path, paths);
  return full ? view : masked(view, ADDITIONAL_GUEST_MASKS, path, paths);
};

/**
 * A companion erased at their own request, as the holder's link names them: who, and that
 * their data was erased, no more than the holder's copy says (issue 32 walk: after the
 * holder's own deletion her page showed the identity kept of them, a masked CPF).
 */
const erasedNamedOnly = (entry: Fields): Fields =>
  entry.dataErased === true
    ? Object.fromEntries(
        Object.entries(entry).filter(([field]) => ['key', 'name', 'dataErased'].includes(field)),
      )
    : entry;

/**
 * The whole form as the main link shows it. `fullFor` tells, per guest ('main' or an
 * additional guest's key), whether this device sees that guest's data in full.
 */
export const mainLinkView = (
  form: GuestFormFields,
  fullFor: (guest: string) => boolean,
): MaskedView => {
  const paths: string[] = [];
  const full = fullFor('main');
  let view = withDocumentsMasked(form, '', paths);
  if (!full) view = masked(view, MAIN_GUEST_MASKS, '', paths);
  if (!full && isRecord(form.address))
    view.address = masked(form.address, ADDRESS_MASKS, 'address.', paths);
  if (Array.isArray(form.additionalGuests))
    view.additionalGuests = (form.additionalGuests as unknown[]).map((entry, index) =>
      isRecord(entry)
        ? guestEntry(
            erasedNamedOnly(entry),
            fullFor(String(entry.key)),
            `additionalGuests.${index}.`,
            paths,
          )
        : entry,
    );
  return { form: view, maskedFields: paths };
};

/** An additional guest's own entry, as that guest's link shows it. */
export const additionalLinkView = (entry: Fields, full: boolean): MaskedView => {
  const paths: string[] = [];
  return {
    form: { additionalGuest: guestEntry(entry, full, 'additionalGuest.', paths) },
    maskedFields: paths,
  };
};

/** Fields with documents masked, as an answer to the device that proved a code shows them. */
export const maskedForm = (form: GuestFormFields): GuestFormFields =>
  mainLinkView(form, () => true).form;

/** Whether the form holds personal data a link would mask ('main': the whole form's). */
export const holdsPersonalData = (form: GuestFormFields, guest: string): boolean =>
  mainLinkView(form, (other) => guest !== 'main' && other !== guest).maskedFields.some(
    (path) => !/(^|\.)(cpf|passport|birthCertificate)$/.test(path),
  );

/**
 * What the host typed of the main guest, for the main link's holder step to start with (issue
 * 27): to a device that sees the main guest in full, or to any while the form holds nobody's
 * personal data yet (the guest's first visit). Once data was saved, a device that sees it
 * masked gets nothing of the host's either: it is the same person's data.
 */
export const hostPrefillOf = (
  { details, form }: Pick<GuestFormState, 'details' | 'form'>,
  seesMainInFull: boolean,
): GuestPrefill | null => {
  if (details.guestName === null) return null;
  if (!seesMainInFull && holdsPersonalData(form, 'main')) return null;
  return { name: details.guestName, email: details.guestEmail, phone: details.guestPhoneE164 };
};

const isMask = (value: unknown): boolean =>
  typeof value === 'string' && value.includes(MASK_CHARACTER);

const keptLevel = (incoming: Fields, stored: Fields): Fields =>
  Object.fromEntries(
    Object.entries(incoming).flatMap(([key, value]) => {
      if (!isMask(value)) return [[key, value]];
      return stored[key] === undefined ? [] : [[key, stored[key]]];
    }),
  );

// By key, looked up once per guest sent: a list of 30,000 entries costs 30,000 lookups.
const storedEntries = (stored: GuestFormFields): Map<unknown, Fields> => {
  const entries = Array.isArray(stored.additionalGuests) ? stored.additionalGuests : [];
  const byKey = new Map<unknown, Fields>();
  for (const entry of (entries as unknown[]).filter(isRecord))
    if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
  return byKey;
};

/**
 * A save that sends back what a link showed masked keeps what was stored: a mask never
 * overwrites data (additional guests are matched by their key).
 */
export const keepStoredWhereMasked = (incoming: Fields, stored: GuestFormFields): Fields => {
  const kept = keptLevel(incoming, stored);
  if (isRecord(incoming.address))
    kept.address = keptLevel(incoming.address, isRecord(stored.address) ? stored.address : {});
  if (Array.isArray(incoming.additionalGuests)) {
    const byKey = storedEntries(stored);
    kept.additionalGuests = (incoming.additionalGuests as unknown[]).map((entry) =>
      isRecord(entry) ? keptLevel(entry, byKey.get(entry.key) ?? {}) : entry,
    );
  }
  return kept;
};
