import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadProblem, Page } from '../../../components/ui';
import { useAccountSettingsQuery } from '../api/settings-api';
import { SettingsForm } from '../forms/SettingsForm';
import { StaysPanel } from './StaysPanel';
import './settings.css';

/**
 * /u/config: the store owner's settings (GET /api/config) and their Stays.net connection;
 * `children` are other features' panels, which the app composes here (retention, FNRH Digital).
 */
export const SettingsPage = ({ children }: { children?: ReactNode }) => {
  const intl = useIntl();
  const { data, error, isLoading } = useAccountSettingsQuery();
  return (
    <Page titleId="route.config">
      {isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {error && <LoadProblem messageId="settings.loadFailed" error={error} />}
      {data && <SettingsForm settings={data} />}
      {data && <StaysPanel />}
      {data && children}
    </Page>
  );
};
