export {
  cancelFormSchema as cancelReservationRequest,
  type CancelFormRequest as CancelReservationRequest,
} from '@chegada/contracts';
