import { useEffect, useState } from 'react';
import { displayPhone } from '@chegada/domain';

type Countries = typeof import('../../../lib/phone/countries');

/**
 * A saved phone as every screen writes it: a Brazilian one ('+5511987654321') as
 * '(11) 98765-4321' (displayPhone), a foreign one in international format ('+351 912 345 678')
 * with the phone metadata's chunk (loaded by the form already); as saved until it is there, or
 * when it does not read as a number (a masked one).
 */
export const usePhoneText = () => {
  const [module, setModule] = useState<Countries | null>(null);
  useEffect(() => {
    let active = true;
    void import('../../../lib/phone/countries')
      .then((loaded) => active && setModule(loaded))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return (value: unknown): string => {
    if (typeof value !== 'string' || value === '') return '—';
    if (/^\+55/.test(value.trim())) return displayPhone(value);
    return module?.formatInternational(value) ?? value;
  };
};
