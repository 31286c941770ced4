import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotifiedAction } from '../../lib/notifications/use-notified-action';
import { BusyButton } from './BusyButton';
import { SyncRuns, SyncZoneNote, type SyncRunRecord } from './SyncRuns';
import './ui.css';
import './sync.css';
import { ACCOUNT_TIME_ZONE, MOMENT_WITH_YEAR } from '../../lib/i18n/format';

/** What an automatic sync recorded (a calendar feed, a Stays account). */
export type SyncRecord = {
  lastSyncAt: string | null;
  nextRunAt: string;
  created: number;
  changed: number;
  cancelled: number;
  lastError: { message: string } | null;
  /** The last few syncs, newest first. */
  runs: SyncRunRecord[];
};

/** The feature's words: a sync done (time, created, changed, cancelled), none yet, next. */
export type SyncReportWords = {
  lastSync: string;
  neverSynced: string;
  nextRun: string;
};

type Props = { record: SyncRecord; words: SyncReportWords };

/**
 * What the last sync did (created, changed, cancelled) and when the next runs, as a status,
 * and its failure, in the host's language with what to do, as an alert; then the last few
 * syncs. Every panel (a property's feed, the Stays account) reads its times in the account's
 * zone, Brasília, named when it is not the browser's: one hour means one moment on every one.
 */
export const SyncReport = ({ record, words }: Props) => {
  const intl = useIntl();
  const timeZone = ACCOUNT_TIME_ZONE;
  const time = (iso: string) => intl.formatDate(iso, { ...MOMENT_WITH_YEAR, timeZone });
  // A failed run that applied nothing is an attempt, not a sync that found nothing new.
  const applied = record.created + record.changed + record.cancelled > 0;
  return (
    <>
      <p role="status">
        {record.lastSyncAt && record.lastError && !applied ? (
          <FormattedMessage id="ui.sync.lastAttempt" values={{ time: time(record.lastSyncAt) }} />
        ) : record.lastSyncAt ? (
          <FormattedMessage
            id={words.lastSync}
            values={{
              time: time(record.lastSyncAt),
              created: record.created,
              changed: record.changed,
              cancelled: record.cancelled,
            }}
          />
        ) : (
          <FormattedMessage id={words.neverSynced} />
        )}{' '}
        <FormattedMessage id={words.nextRun} values={{ time: time(record.nextRunAt) }} />
      </p>
      {record.lastError ? (
        <div className="ui-sync-error" role="alert">
          <p>
            <strong>
              <FormattedMessage id="ui.sync.failed" />
            </strong>
          </p>
          <p>{record.lastError.message}</p>
        </div>
      ) : null}
      <SyncRuns runs={record.runs} time={time} />
      <SyncZoneNote timeZone={timeZone} />
    </>
  );
};

type SyncNowProps = {
  /** Asks the server for the sync. */
  sync: () => Promise<unknown>;
  busy: boolean;
  /** Called as the sync is asked for, so the feature can watch for its report. */
  onSyncRequested: () => void;
};

/** "Sync now": asks for a sync at once and tells that it was asked for, or why it was not. */
export const SyncNowButton = ({ sync, busy, onSyncRequested }: SyncNowProps) => {
  const run = useNotifiedAction();
  const ask = () => {
    onSyncRequested();
    void run(sync, 'ui.sync.queued');
  };
  return (
    <BusyButton busy={busy} onClick={ask}>
      <FormattedMessage id={busy ? 'ui.sync.running' : 'ui.sync.now'} />
    </BusyButton>
  );
};

/**
 * After a save, a connection or "sync now", a sync panel reads its source again every 2 s until
 * a sync newer than the one it showed is recorded: `pollingInterval` goes to the query, `seen`
 * gets what the query shows at each render, `watchFrom` the sync shown when one was asked for.
 * A `source` (a feed's new address) makes it wait for that source's own first sync, what the
 * query still shows of the old one not counting.
 */
export const useSyncWatch = () => {
  type Awaiting = { from: string | null; source?: string };
  const [awaiting, setAwaiting] = useState<Awaiting | undefined>(undefined);
  return {
    pollingInterval: awaiting !== undefined ? 2_000 : 0,
    seen: (lastSyncAt: string | null | undefined, source?: string) => {
      if (!awaiting || (awaiting.source !== undefined && awaiting.source !== source)) return;
      if ((lastSyncAt ?? null) !== awaiting.from) setAwaiting(undefined);
    },
    watchFrom: (lastSyncAt: string | null | undefined, source?: string) =>
      setAwaiting({ from: lastSyncAt ?? null, source }),
  };
};
