import { useEffect, useState } from 'react';

type Countries = typeof import('../../../lib/phone/countries');

/**
 * A saved phone ('+5511987654321') in international format ('+55 11 98765-4321'), with the
 * phone metadata's chunk (loaded by the form already); as saved until it is there, or when it
 * does not read as a number (a masked one).
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
    return module?.formatInternational(value) ?? value;
  };
};
