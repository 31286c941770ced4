import { boolean, string, type InferType } from 'yup';
import { DYNAMIC_PASSWORD_PATTERN, RESERVATION_MOTIVE_MAX_LENGTH } from '@chegada/domain';
import {
  checkoutAfterCheckIn,
  reservationId,
  reservationMaxGuests,
  stayDate,
} from './reservation-create.schema';
import { integer, strictObject } from './scalar-fields';

// The bodies of the reservation commands of product spec §7, field names as the spec has them.

const confirm = () => boolean().required('validation.required');
const motive = () => string().trim().max(RESERVATION_MOTIVE_MAX_LENGTH, 'validation.maxLength');
const requiredMotive = () => motive().required('validation.required');

/** POST /api/stays/approve-reservation/:id and /api/stays/finish-checkout/:id. */
export const confirmActionSchema = strictObject({ confirm: confirm() });
export type ConfirmActionRequest = InferType<typeof confirmActionSchema>;

/** PUT /api/stays/refuseForm */
export const refuseFormSchema = strictObject({
  id: reservationId(),
  refuseMotive: requiredMotive(),
});
export type RefuseFormRequest = InferType<typeof refuseFormSchema>;

/** PUT /api/stays/cancelForm: userId is the account's user who cancels. */
export const cancelFormSchema = strictObject({
  id: reservationId(),
  cancelMotive: requiredMotive(),
  userId: reservationId(),
});
export type CancelFormRequest = InferType<typeof cancelFormSchema>;

/** PUT /api/stays/revertCancelForm */
export const revertCancelFormSchema = strictObject({ id: reservationId(), confirm: confirm() });
export type RevertCancelFormRequest = InferType<typeof revertCancelFormSchema>;

/** PUT /api/stays/setFormVisibility: toggles; the motive is required to hide. */
export const setFormVisibilitySchema = strictObject({
  id: reservationId(),
  hiddenMotive: motive().default(''),
});
export type SetFormVisibilityRequest = InferType<typeof setFormVisibilitySchema>;

/** POST /api/stays/guest-status/:id */
export const guestStatusSchema = strictObject({
  status: integer().required('validation.required'),
});
export type GuestStatusRequest = InferType<typeof guestStatusSchema>;

/** PUT /api/stays/extendCheckoutForm */
export const extendCheckoutFormSchema = strictObject({
  id: reservationId(),
  CheckIn: stayDate(),
  checkout: checkoutAfterCheckIn(),
  confirm: confirm(),
});
export type ExtendCheckoutFormRequest = InferType<typeof extendCheckoutFormSchema>;

/** PUT /api/stays/updateMaxGuests */
export const updateMaxGuestsSchema = strictObject({
  id: reservationId(),
  maxGuests: reservationMaxGuests(),
});
export type UpdateMaxGuestsRequest = InferType<typeof updateMaxGuestsSchema>;

/** PUT /api/stays/reservations/responsible-user */
export const responsibleUserSchema = strictObject({
  reservationId: reservationId(),
  responsibleUserId: reservationId(),
  reason: motive().default(''),
  isCheckoutResponsibleUser: boolean().default(false),
});
export type ResponsibleUserRequest = InferType<typeof responsibleUserSchema>;

/** POST /api/stays/update-dynamic-password/:id: the lock's custom passcode. */
export const dynamicPasswordSchema = strictObject({
  dynamicPassword: string()
    .trim()
    .required('validation.required')
    .matches(DYNAMIC_PASSWORD_PATTERN, 'reservations.dynamicPasswordDigits'),
});
export type DynamicPasswordRequest = InferType<typeof dynamicPasswordSchema>;
