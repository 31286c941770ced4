import { useIntl } from 'react-intl';
import { LoadProblem, Page } from '../../../components/ui';
import { useAccountSettingsQuery } from '../api/settings-api';
import { SettingsForm } from '../forms/SettingsForm';
import './settings.css';

/** /u/config: the store owner's settings (GET /api/config). */
export const SettingsPage = () => {
  const intl = useIntl();
  const { data, error, isLoading } = useAccountSettingsQuery();
  return (
    <Page titleId="route.config">
      {isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {error && <LoadProblem messageId="settings.loadFailed" error={error} />}
      {data && <SettingsForm settings={data} />}
    </Page>
  );
};
