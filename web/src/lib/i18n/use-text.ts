import { useIntl } from 'react-intl';

/** The text of a message id in the interface's language: `text('profile.save')`. */
export const useText = (): ((id: string) => string) => {
  const intl = useIntl();
  return (id) => intl.formatMessage({ id });
};
