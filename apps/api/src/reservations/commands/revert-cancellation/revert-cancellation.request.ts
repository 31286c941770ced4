export {
  revertCancelFormSchema as revertCancellationRequest,
  type RevertCancelFormRequest as RevertCancellationRequest,
} from '@chegada/contracts';
