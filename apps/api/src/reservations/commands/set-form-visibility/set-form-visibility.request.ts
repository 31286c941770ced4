export {
  setFormVisibilitySchema as setFormVisibilityRequest,
  type SetFormVisibilityRequest as SetFormVisibilityRequest,
} from '@chegada/contracts';
