import { toast } from 'react-toastify';

/** Spec §9: toasts at the top right, closing after 5000 ms, with no limit on how many. */
export const TOAST_OPTIONS = { position: 'top-right', autoClose: 5000 } as const;

export const notify = {
  success: (text: string): void => void toast.success(text),
  error: (text: string): void => void toast.error(text),
  info: (text: string): void => void toast.info(text),
};
