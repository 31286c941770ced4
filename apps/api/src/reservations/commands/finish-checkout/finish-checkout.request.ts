export {
  confirmActionSchema as finishCheckoutRequest,
  type ConfirmActionRequest as FinishCheckoutRequest,
} from '@chegada/contracts';
