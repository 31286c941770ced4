import type { IntlShape } from 'react-intl';
import { GUEST_DOCUMENT_FIELDS, guestDocumentKindOf, isMinorOn } from '@chegada/domain';
import type { GuestFormPage, SavedForm } from '../api/guest-form-types';
import { erasedWords, isErased, isPending } from '../steps/GuestLinkShare';
import { holdsDocument } from '../steps/step-values';
import { listOf, text, type Entry } from './summary-values';

/** The documents in the order the form asks them (the deposit proof has its own section). */
const KINDS = ['doc_front', 'doc_back', 'doc_digital', 'doc_selfie'];

export type Row = [label: string, value: string];

type Summarised = Pick<
  GuestFormPage,
  | 'form'
  | 'files'
  | 'missing'
  | 'guestParts'
  | 'erasedCompanions'
  | 'erasedCompanionsAt'
  | 'personalDataRemoved'
> & {
  residence?: Pick<GuestFormPage['residence'], 'fnrh' | 'timeZone'>;
};

/** What the server holds of additional guest `index` (by key, else by place). */
const savedOf = (page: Summarised, guest: Entry, index: number): Entry => {
  const saved = listOf(page.form.additionalGuests);
  const byKey = guest.key ? saved.find((other) => other.key === guest.key) : undefined;
  return byKey ?? saved[index] ?? {};
};

/**
 * Whether a guest sends their part through their own link: this device's choice while the form
 * is filled, else (the details page) a guest with a link and no document given here.
 */
const fillsOwnLink = (guest: Entry, saved: Entry): boolean =>
  typeof guest.ownLink === 'boolean'
    ? guest.ownLink
    : typeof saved.key === 'string' && !holdsDocument(saved);

const guestName = (intl: IntlShape, guest: Entry, index: number): string =>
  text(guest.name) === '—'
    ? `${intl.formatMessage({ id: 'guest.field.guest' })} ${index + 2}`
    : text(guest.name);

/**
 * The names of the companions under 18 on `checkIn`, whose terms and image consent the main
 * guest gives with their own (issue 27).
 */
export const minorNames = (intl: IntlShape, form: SavedForm, checkIn: string): string[] =>
  listOf(form.additionalGuests).flatMap((guest, index) =>
    isMinorOn(guest, checkIn) ? [guestName(intl, guest, index)] : [],
  );

/** A companion who sends their part through their own link and has not yet. */
export type PendingCompanion = { key: string; name: string };

/** The companions whose own link still has to reach them, with their key and name. */
export const pendingCompanions = (
  intl: IntlShape,
  page: Summarised,
  form: SavedForm,
): PendingCompanion[] =>
  listOf(form.additionalGuests).flatMap((guest, index) => {
    const saved = savedOf(page, guest, index);
    const key = [guest.key, saved.key].find((value) => typeof value === 'string' && value);
    return typeof key === 'string' &&
      fillsOwnLink(guest, saved) &&
      isPending(page, key) &&
      !isErased(page, key)
      ? [{ key, name: guestName(intl, guest, index) }]
      : [];
  });

/** Each additional guest: their document (typed, or saved and masked) and who fills it in. */
export const guestRows = (intl: IntlShape, page: Summarised, form: SavedForm): Row[] => {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return listOf(form.additionalGuests).map((guest, index) => {
    const saved = savedOf(page, guest, index);
    // Named by its kind: a child's birth certificate is not 'CPF'.
    const kind = guestDocumentKindOf({ ...saved, ...guest });
    const field = GUEST_DOCUMENT_FIELDS[kind];
    const number = [guest[field], saved[field]].find((value) => typeof value === 'string' && value);
    const name = t(
      guest.foreign === true ? 'guest.field.passport' : `guest.field.documentKind.${kind}`,
    );
    const document = typeof number === 'string' ? `${name} ${number}` : '';
    const key = [guest.key, saved.key].find((value) => typeof value === 'string' && value);
    const erased = isErased(page, key as string | undefined);
    const pending = isPending(page, key as string | undefined);
    // Her part done on her own link is said in the past (walk62: "Will fill in · Form complete").
    const ownLink = pending
      ? `${t('guest.field.ownLink')} · ${t('guest.guests.partPending')}`
      : `${t('guest.filledOwnLink')} · ${t('guest.guests.partComplete')}`;
    const who = erased
      ? erasedWords(intl, page, key as string)
      : fillsOwnLink(guest, saved)
        ? ownLink
        : t('guest.filledHere');
    // Their gender, asked only for a host on FNRH (issue 32).
    const gender = [guest.gender, saved.gender].find((value) => typeof value === 'string' && value);
    const genderSaid =
      page.residence?.fnrh && typeof gender === 'string'
        ? `${t('guest.field.gender')}: ${t(`guest.field.gender.${gender}`)}`
        : '';
    return [guestName(intl, guest, index), [document, genderSaid, who].filter(Boolean).join(' · ')];
  });
};

/** Per person, the documents sent (the deposit proof has its own section). */
/** Where no file is: erased with the data (issue 32 walk 56), never "not sent yet". */
export const noFileId = (page: Summarised, guest: string): string =>
  page.personalDataRemoved || isErased(page, guest) ? 'guest.file.erased' : 'guest.file.empty';

export const documentRows = (intl: IntlShape, page: Summarised, form: SavedForm): Row[] => {
  // A person's documents and selfie, erased: 'Erased' of them all (walk60: 'Apagado' read of one).
  const noFiles = (guest: string) =>
    noFileId(page, guest) === 'guest.file.erased' ? 'guest.files.erased' : 'guest.file.empty';
  const kinds = (guest: string) => {
    const sent = KINDS.filter((kind) => page.files[guest]?.includes(kind));
    return sent.length > 0
      ? sent.map((kind) => intl.formatMessage({ id: `guest.documents.${kind}` })).join(', ')
      : intl.formatMessage({ id: noFiles(guest) });
  };
  // Her name erased, the row is hers by its words: 'Your documents and selfie: Erased'.
  const holder =
    text(form.name) === '—'
      ? intl.formatMessage({
          id: page.personalDataRemoved ? 'guest.documents.yours' : 'guest.step.holder',
        })
      : text(form.name);
  return [
    [holder, kinds('main')],
    ...listOf(form.additionalGuests).map((guest, index): Row => {
      const key = guest.key || savedOf(page, guest, index).key;
      return [guestName(intl, guest, index), kinds(typeof key === 'string' ? key : '')];
    }),
  ];
};

/** With pets, how many and which: '2 · Dog', '1 · a rabbit'; 'Yes' when no more was said. */
export const petsSaid = (intl: IntlShape, form: SavedForm): string => {
  const kind =
    form.petKind === 'other'
      ? text(form.petKindOther)
      : typeof form.petKind === 'string' && form.petKind
        ? intl.formatMessage({ id: `guest.field.petKind.${form.petKind}` })
        : '—';
  const said = [text(form.petCount), kind].filter((part) => part !== '—');
  return said.length > 0 ? said.join(' · ') : intl.formatMessage({ id: 'guest.yes' });
};
