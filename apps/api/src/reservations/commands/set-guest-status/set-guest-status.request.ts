export {
  guestStatusSchema as setGuestStatusRequest,
  type GuestStatusRequest as SetGuestStatusRequest,
} from '@chegada/contracts';
