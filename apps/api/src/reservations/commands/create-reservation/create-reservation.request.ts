export {
  createReservationSchema as createReservationRequest,
  type CreateReservationRequest,
} from '@chegada/contracts';
