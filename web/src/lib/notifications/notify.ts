import { createElement } from 'react';
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
/** A link a toast offers after its text: opened in a new tab (spec §4's payment link). */
export type ToastLink = { href: string; label: string };

const withLink = (text: string, link: ToastLink) =>
  createElement(
    'span',
    null,
    `${text} `,
    createElement(
      'a',
      { href: link.href, target: '_blank', rel: 'noopener', className: 'toast-link' },
      link.label,
    ),
  );

const show = (kind: Kind) => (text: string, link?: ToastLink) => {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) =>
    toast[kind](link ? withLink(text, link) : text),
  );
};

export const notify = { success: show('success'), error: show('error'), info: show('info') };
