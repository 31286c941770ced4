import { useEffect, useState } from 'react';

type Countries = typeof import('./countries');

/**
 * Writes a saved phone ('+5548998765432') the way people read it ('+55 48 99876 5432') once
 * the phone metadata's chunk is there (`ready`); until then, and for what is no phone number,
 * as it is.
 */
export const useFormatPhone = (): { ready: boolean; format: (value: string) => string } => {
  const [countries, setCountries] = useState<Countries | null>(null);
  useEffect(() => {
    let active = true;
    import('./countries').then(
      (loaded) => active && setCountries(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return {
    ready: countries !== null,
    format: (value) => (value && countries ? countries.formatInternational(value) : value),
  };
};
