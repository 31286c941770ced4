import { useIntl } from 'react-intl';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { TOAST_OPTIONS } from './notify';

const CROSS =
  'M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 ' +
  '3.75L9.98 3l1.48 1.48-3.75 3.75z';

/**
 * The toasts' container, in the reader's language (the library's own labels are English:
 * "close", "Notifications Alt+T"). Loaded with the first toast (notify.ts), not with the page.
 */
export function Toasts() {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'ui.close' });
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      aria-label={intl.formatMessage({ id: 'ui.notifications' })}
      closeButton={({ closeToast, theme }: CloseButtonProps) => (
        <button
          type="button"
          className={`Toastify__close-button Toastify__close-button--${theme}`}
          aria-label={close}
          onClick={(event) => {
            event.stopPropagation();
            closeToast(event);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 14 16">
            <path fillRule="evenodd" d={CROSS} />
          </svg>
        </button>
      )}
    />
  );
}
