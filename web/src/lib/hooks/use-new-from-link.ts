import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Whether the page was opened to add something at once (`?new=1`, the dashboard's first
 * steps). The parameter is dropped as it is read, so a reload or "back" shows the plain list.
 */
export const useNewFromLink = (): boolean => {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get('new') === '1');
  useEffect(() => {
    if (!requested) return;
    setParams(
      (current) => {
        current.delete('new');
        return current;
      },
      { replace: true },
    );
  }, [requested, setParams]);
  return requested;
};
