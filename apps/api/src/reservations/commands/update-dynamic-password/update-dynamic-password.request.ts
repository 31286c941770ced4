export {
  dynamicPasswordSchema as updateDynamicPasswordRequest,
  type DynamicPasswordRequest as UpdateDynamicPasswordRequest,
} from '@chegada/contracts';
