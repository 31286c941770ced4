// Form rules: what a guest form is (the stream's view of it), what a device may see of it
// (masks), who a guest is and how to reach them, and what a submission still lacks. Pure.
export { destinationsOf, maskEmail, type Destination } from './contact-destinations';
export {
  additionalGuestKeysOf,
  filledByGuest,
  missingForSubmission,
  ownLinkIndexesOf,
  owedByHolder,
  presentFileFields,
} from './form-completeness';
export { accessReleaseOf, dateIn, guestFormContextOf } from './guest-form-context';
export {
  additionalLinkView,
  holdsPersonalData,
  hostPrefillOf,
  keepStoredWhereMasked,
  mainLinkView,
  maskedForm,
  type MaskedView,
} from './guest-form-masking';
export {
  guestFormView,
  mergeFields,
  type GuestFormFields,
  type GuestFormState,
} from './guest-form-state';
export { importableFieldsOf, MAIN_GUEST_FIELDS, type Fields } from './guest-identity';
export { filesByGuest, guestPartsOf } from './guest-parts';
