// The form page: GET /api/stays/guestForm/:id, the stay, residence, deposit, what the guest
// filled (masked for another device) and what a submission still lacks.
export { GetGuestFormHttpController } from './get-guest-form.http.controller';
export { GuestFormPages } from './guest-form-page';
export { ArrivalGuideRepository } from './arrival-guide';
