// Save and submit: PUT /api/stays/guestForm/:id (and the host's guestForm-admin), which saves
// a part or submits the whole form, files included.
export { FormSaved } from './form-saved';
export { REVIEW_FLAG, type ReviewFlag } from './review-flag';
export { SaveGuestFormHttpController } from './save-guest-form.http.controller';
export { SaveGuestFormService } from './save-guest-form.service';
