export {
  updateMaxGuestsSchema as updateMaxGuestsRequest,
  type UpdateMaxGuestsRequest as UpdateMaxGuestsRequest,
} from '@chegada/contracts';
