// The guest form's answers fold from the reservation's events, so reservations owns the fold
// (the host's review reads it too); the guest form's files keep importing it from here.
export {
  guestFormView,
  mergeFields,
  type GuestFormFields,
  type GuestFormState,
} from '../../reservations';
