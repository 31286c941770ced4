import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state that closes by itself on navigation: it is open only at the location
 * where it was opened (the drawer and the user menu, spec §2).
 */
export const useOpenHere = () => {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const close = useCallback(() => setOpenAt(null), []);
  return { open, toggle: () => setOpenAt(open ? null : key), close };
};
