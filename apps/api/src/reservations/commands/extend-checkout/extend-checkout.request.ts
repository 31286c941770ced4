export {
  extendCheckoutFormSchema as extendCheckoutRequest,
  type ExtendCheckoutFormRequest as ExtendCheckoutRequest,
} from '@chegada/contracts';
