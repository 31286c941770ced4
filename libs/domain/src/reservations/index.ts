export * from './reservation.types';
export * from './reservation.decider';
export * from './reservation.status';
export * from './reservation.stream';
export * from './guest-link-dispatch';
export {
  allowedFrom,
  DYNAMIC_PASSWORD_PATTERN,
  guestLinkSendableFrom,
  RESERVATION_MOTIVE_MAX_LENGTH,
} from './reservation.rules';
