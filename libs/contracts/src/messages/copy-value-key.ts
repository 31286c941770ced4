import { isMessageKey } from './translate';

/**
 * The words of a coded value in a guest's copy: the field's own where the form words that
 * choice apart (walk61: the means of transport "car" is "Automóvel", a vehicle's type
 * "Carro"), else the value's; a code with neither has no key (the copy humanizes it).
 */
export const copyValueKey = (field: string, value: string): string | null => {
  const own = `dataCopy.value.${field}.${value}`;
  if (isMessageKey(own)) return own;
  const shared = `dataCopy.value.${value}`;
  return isMessageKey(shared) ? shared : null;
};
