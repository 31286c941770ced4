import type { GuestFormPage } from './guest-form-types';

/** The form can still change while it is to be filled, being filled, or refused. */
export const isEditable = (page: GuestFormPage) =>
  ['toForm', 'filling', 'refused'].includes(page.message.kind);
