import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/api-error';
import { useAccountSettingsQuery } from '../api/settings-api';
import { SettingsForm } from '../forms/SettingsForm';
import './settings.css';

/** /u/config: the store owner's settings (GET /api/config). */
export const SettingsPage = () => {
  const intl = useIntl();
  const { data, error, isLoading } = useAccountSettingsQuery();
  return (
    <section className="page">
      <h1>
        <FormattedMessage id="route.config" />
      </h1>
      {isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {error && (
        <p role="alert" className="form-problem">
          {intl.formatMessage({ id: 'settings.loadFailed' })}:{' '}
          {describeApiError(intl.formatMessage, error)}
        </p>
      )}
      {data && <SettingsForm settings={data} />}
    </section>
  );
};
