import type { ToastContainerProps } from 'react-toastify';

/**
 * Spec §9: toasts at the top right, closing after 5000 ms, with no limit on how many; below
 * the header, so they never cover its language selector or login link.
 */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  style: { top: '5.5rem' },
} satisfies ToastContainerProps;

type Kind = 'success' | 'error' | 'info';

let raised = false;
const listeners = new Set<() => void>();

/**
 * Whether any toast was raised yet: the container (app/provider.tsx) mounts then, so a page
 * that shows none never downloads react-toastify while it loads.
 */
export const toastsRaised = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => raised,
};

// react-toastify loads with the first toast, not with every page; toasts raised before its
// container has mounted wait in its queue.
const show = (kind: Kind) => (text: string) => {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](text));
};

export const notify = { success: show('success'), error: show('error'), info: show('info') };
