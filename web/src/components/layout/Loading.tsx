import { FormattedMessage } from 'react-intl';

export const Loading = () => (
  <p className="loading" role="status">
    <FormattedMessage id="generic.loading" />
  </p>
);
