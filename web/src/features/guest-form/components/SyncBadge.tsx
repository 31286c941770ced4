import { FormattedMessage } from 'react-intl';
import type { SyncState } from '../../../lib/offline/use-outbox';

/** "Saved on this phone" or "Saved": where the guest's last changes are (issue 17). */
export const SyncBadge = ({ state }: { state: SyncState }) => (
  <p className={`sync-badge ${state}`} role="status">
    {state === 'idle' ? null : <FormattedMessage id={`guest.sync.${state}`} />}
  </p>
);
