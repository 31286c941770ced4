import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every navigation scrolls smoothly back to the top. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
};
