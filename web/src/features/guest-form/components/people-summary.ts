import type { IntlShape } from 'react-intl';
import type { GuestFormPage, SavedForm } from '../api/guest-form-types';
import { isPending } from '../steps/GuestLinkShare';
import { listOf, text, type Entry } from './summary-values';

/** The documents in the order the form asks them (the deposit proof has its own section). */
const KINDS = ['doc_front', 'doc_back', 'doc_digital', 'doc_selfie'];

export type Row = [label: string, value: string];

type Summarised = Pick<GuestFormPage, 'form' | 'files' | 'missing' | 'guestParts'>;

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
    : typeof saved.key === 'string' && saved.cpfFilled !== true && saved.passportFilled !== true;

const guestName = (intl: IntlShape, guest: Entry, index: number): string =>
  text(guest.name) === '—'
    ? `${intl.formatMessage({ id: 'guest.field.guest' })} ${index + 2}`
    : text(guest.name);

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
    return typeof key === 'string' && fillsOwnLink(guest, saved) && isPending(page, key)
      ? [{ key, name: guestName(intl, guest, index) }]
      : [];
  });

/** Each additional guest: their document (typed, or saved and masked) and who fills it in. */
export const guestRows = (intl: IntlShape, page: Summarised, form: SavedForm): Row[] => {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return listOf(form.additionalGuests).map((guest, index) => {
    const saved = savedOf(page, guest, index);
    const foreign = guest.foreign === true;
    const kind = foreign ? 'passport' : 'cpf';
    const number = [guest[kind], saved[kind]].find((value) => typeof value === 'string' && value);
    const document = typeof number === 'string' ? `${t(`guest.field.${kind}`)} ${number}` : '';
    const key = [guest.key, saved.key].find((value) => typeof value === 'string' && value);
    const status = t(
      isPending(page, key as string | undefined)
        ? 'guest.guests.partPending'
        : 'guest.guests.partComplete',
    );
    const who = fillsOwnLink(guest, saved)
      ? `${t('guest.field.ownLink')} · ${status}`
      : t('guest.filledHere');
    return [guestName(intl, guest, index), [document, who].filter(Boolean).join(' · ')];
  });
};

/** Per person, the documents sent (the deposit proof has its own section). */
export const documentRows = (intl: IntlShape, page: Summarised, form: SavedForm): Row[] => {
  const kinds = (guest: string) => {
    const sent = KINDS.filter((kind) => page.files[guest]?.includes(kind));
    return sent.length > 0
      ? sent.map((kind) => intl.formatMessage({ id: `guest.documents.${kind}` })).join(', ')
      : intl.formatMessage({ id: 'guest.file.empty' });
  };
  const holder =
    text(form.name) === '—' ? intl.formatMessage({ id: 'guest.step.holder' }) : text(form.name);
  return [
    [holder, kinds('main')],
    ...listOf(form.additionalGuests).map((guest, index): Row => {
      const key = guest.key || savedOf(page, guest, index).key;
      return [guestName(intl, guest, index), kinds(typeof key === 'string' ? key : '')];
    }),
  ];
};
