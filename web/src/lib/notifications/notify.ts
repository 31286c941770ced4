import type { ToastContainerProps } from 'react-toastify';

/** Spec §9: toasts at the top right, closing after 5000 ms, with no limit on how many. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
} satisfies ToastContainerProps;

type Kind = 'success' | 'error' | 'info';

// react-toastify loads with the first toast, not with every page; toasts raised before its
// container has mounted wait in its queue.
const show = (kind: Kind) => (text: string) =>
  void import('react-toastify').then(({ toast }) => toast[kind](text));

export const notify = { success: show('success'), error: show('error'), info: show('info') };
