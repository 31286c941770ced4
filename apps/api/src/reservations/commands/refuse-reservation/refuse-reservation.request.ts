export {
  refuseFormSchema as refuseReservationRequest,
  type RefuseFormRequest as RefuseReservationRequest,
} from '@chegada/contracts';
