import type { ReservationEvent } from '@chegada/domain';
import { evolveDetails, noDetails, type ReservationDetails } from './reservation-view';

/** The guest form as the guest left it: each save's fields merged over the earlier ones. */
export type GuestFormFields = Record<string, unknown>;

export type GuestFormFolding = {
  details: ReservationDetails;
  form: GuestFormFields;
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

const evolveForm = (folding: GuestFormFolding, event: ReservationEvent): GuestFormFolding => {
  switch (event.type) {
    case 'GuestFormSaved':
    case 'ReservationSubmitted':
    case 'OwnGuestPartSaved':
      return { ...folding, form: mergeFields(folding.form, event.data.fields) };
    case 'SensitiveDataRemoved':
      return { ...folding, form: {} };
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
      return folding;
  }
};

/**
 * Folded beside the lifecycle state by ReservationCommandRunner: for the guest's link
 * (loadForLink) and for the host's review (GET /api/stays/local/:id).
 */
export const guestFormView = {
  initialState: (): GuestFormFolding => ({ details: noDetails(), form: {} }),
  evolve: (folding: GuestFormFolding, event: ReservationEvent): GuestFormFolding =>
    evolveForm({ ...folding, details: evolveDetails(folding.details, event) }, event),
};
