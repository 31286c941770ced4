import type { ReservationEvent } from '@chegada/domain';
import { COMPANION_CONTACT_FIELDS, type FoldedView } from '../reservation-stream';
import { evolveDetails, noDetails, type ReservationDetails } from './reservation-view';

/** The guest form as the guest left it: each save's fields merged over the earlier ones. */
export type GuestFormFields = Record<string, unknown>;

/** The guest form's view of a reservation: its details and the form's answers. */
export type GuestFormState = {
  details: ReservationDetails;
  form: GuestFormFields;
  /**
   * The additional guests (by key) who saved their part through their own link: their data is
   * theirs, masked on a device that did not save it; what the holder typed about a companion
   * who never saved is shown on the companion's link to confirm (issue 27).
   */
  savedOnOwnLink: readonly string[];
  /**
   * The adult companions erased at their own request (CompanionDataErased): still so once the
   * holder's deletion empties the form and their kept identity is read back (issue 32 walk).
   */
  erasedCompanions: readonly string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A later save wins field by field; the address merges part by part, since a guest may send
 * only the part that changed. Lists (vehicles, additional guests) are replaced whole.
 */
export const mergeFields = (form: GuestFormFields, changes: unknown): GuestFormFields => {
  if (!isRecord(changes)) return form;
  const merged: GuestFormFields = { ...form, ...changes };
  if (isRecord(form.address) && isRecord(changes.address))
    merged.address = { ...form.address, ...changes.address };
  return merged;
};

/**
 * An adult companion's own deletion (issue 32): their entry keeps only its key, and where it
 * was, so the others' files (named by position) stay theirs; the marker says it was erased.
 */
const erasedCompanion = (state: GuestFormState, guestKey: string): GuestFormState => {
  const companions = state.form.additionalGuests;
  if (!Array.isArray(companions)) return state;
  return {
    ...state,
    form: {
      ...state.form,
      additionalGuests: companions.map((companion: unknown) =>
        isRecord(companion) && companion.key === guestKey
          ? { key: guestKey, dataErased: true }
          : companion,
      ),
    },
    savedOnOwnLink: state.savedOnOwnLink.filter((key) => key !== guestKey),
  };
};

/**
 * An erased companion's entry read back after the holder's deletion (their kept identity:
 * name, document, birth date, nationality) stays marked as erased at their own request.
 */
const withErasedMarked = (state: GuestFormState): GuestFormState => {
  const companions = state.form.additionalGuests;
  if (!Array.isArray(companions) || state.erasedCompanions.length === 0) return state;
  const erased = (companion: unknown): companion is Record<string, unknown> =>
    isRecord(companion) &&
    typeof companion.key === 'string' &&
    state.erasedCompanions.includes(companion.key);
  return {
    ...state,
    form: {
      ...state.form,
      additionalGuests: companions.map((companion: unknown) =>
        erased(companion) ? { ...companion, dataErased: true } : companion,
      ),
    },
  };
};

/**
 * The part of an adult companion's deletion a stay to come cannot wait for (issue 32): their
 * contact goes from their entry; who they are and their documents stay until the stay ends.
 */
const companionContactErased = (state: GuestFormState, guestKey: string): GuestFormState => {
  const companions = state.form.additionalGuests;
  if (!Array.isArray(companions)) return state;
  const withoutContact = (companion: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(companion).filter(([field]) => !COMPANION_CONTACT_FIELDS.includes(field)),
    );
  return {
    ...state,
    form: {
      ...state.form,
      additionalGuests: companions.map((companion: unknown) =>
        isRecord(companion) && companion.key === guestKey ? withoutContact(companion) : companion,
      ),
    },
  };
};

const evolveForm = (state: GuestFormState, event: ReservationEvent): GuestFormState => {
  switch (event.type) {
    case 'GuestFormSaved':
    case 'ReservationSubmitted':
    case 'GuestDataCorrected':
      return { ...state, form: mergeFields(state.form, event.data.fields) };
    case 'OwnGuestPartSaved':
      return withErasedMarked({
        ...state,
        form: mergeFields(state.form, event.data.fields),
        savedOnOwnLink: [...new Set([...state.savedOnOwnLink, event.data.guestKey])],
      });
    case 'SensitiveDataRemoved':
      return { ...state, form: {}, savedOnOwnLink: [] };
    case 'CompanionDataErased':
      return erasedCompanion(
        { ...state, erasedCompanions: [...state.erasedCompanions, event.data.guestKey] },
        event.data.guestKey,
      );
    case 'CompanionContactErased':
      return companionContactErased(state, event.data.guestKey);
    case 'ReservationCreated':
    case 'AutomaticChecksPassed':
    case 'ReservationApproved':
    case 'ReservationRefused':
    case 'ReservationCancelled':
    case 'CancellationReverted':
    case 'CheckoutFinished':
    case 'FormHidden':
    case 'FormShown':
    case 'GuestStatusChanged':
    case 'CheckoutExtended':
    case 'MaxGuestsUpdated':
    case 'ResponsibleUserChanged':
    case 'DynamicPasswordUpdated':
      return state;
  }
};

/**
 * Read beside the lifecycle state by ReservationStreamReader: for the guest's link
 * (loadForLink) and for the host's review (the reservation details, GET /api/stays/local/:id).
 */
export const guestFormView: FoldedView<GuestFormState> = {
  initialState: () => ({
    details: noDetails(),
    form: {},
    savedOnOwnLink: [],
    erasedCompanions: [],
  }),
  evolve: (state, event) =>
    evolveForm({ ...state, details: evolveDetails(state.details, event) }, event),
};
