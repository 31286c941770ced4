export {
  confirmActionSchema as approveReservationRequest,
  type ConfirmActionRequest as ApproveReservationRequest,
} from '@chegada/contracts';
