import { FnrhPanel } from '../../features/fnrh';
import { RetentionPanel } from '../../features/retention';
import { SettingsPage } from '../../features/settings';

/**
 * /u/config: the account's settings with the panels of the features that keep a setting there:
 * how long guests' data is kept (issue 32's retention) and FNRH Digital (issue 32).
 */
export const ConfigScreen = () => (
  <SettingsPage>
    <RetentionPanel />
    <FnrhPanel />
  </SettingsPage>
);
