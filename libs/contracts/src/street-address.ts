/**
 * The street address of a property or of a place near it: the fields a property's `address`
 * (with its cep and country) and a nearby place (with its zip) have, in the API and the web.
 */
export type StreetAddress = {
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
};
