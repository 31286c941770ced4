import { FormattedMessage, useIntl } from 'react-intl';
import { browserZone } from '../../lib/i18n/format';
import './sync.css';

/** One sync in a panel's history: what it did, or why it failed in the host's language. */
export type SyncRunRecord = {
  at: string;
  created: number;
  changed: number;
  cancelled: number;
  /** Bookings the reservations' lifecycle refused to apply in that sync. */
  refused: number;
  error: { message: string } | null;
};

/** "Brasilia Standard Time (GMT-3)": a zone as the host's language names it. */
const zoneName = (locale: string, timeZone: string) => {
  const nameIn = (timeZoneName: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const name = nameIn('longGeneric');
  return name.startsWith('GMT') ? name : `${name} (${nameIn('shortOffset')})`;
};

/**
 * Which zone a panel's times are in, said only when it is not the browser's: a property's
 * syncs read in its own zone, as its reservations do.
 */
export const SyncZoneNote = ({ timeZone }: { timeZone?: string }) => {
  const intl = useIntl();
  if (!timeZone || timeZone === browserZone()) return null;
  return (
    <p className="ui-sync-zone">
      <FormattedMessage id="ui.sync.zone" values={{ zone: zoneName(intl.locale, timeZone) }} />
    </p>
  );
};

type Props = { runs: readonly SyncRunRecord[]; time: (iso: string) => string };

/**
 * The last few syncs, newest first: when, what each created, changed, cancelled and how many
 * bookings the lifecycle refused, or its failure.
 */
export const SyncRuns = ({ runs, time }: Props) => {
  if (runs.length === 0) return null;
  return (
    <div className="ui-sync-runs">
      <p className="ui-sync-runs-title">
        <strong>
          <FormattedMessage id="ui.sync.history" />
        </strong>
      </p>
      <ol>
        {runs.map((run, index) => (
          <li key={`${run.at}-${index}`}>
            <time dateTime={run.at}>{time(run.at)}</time>{' '}
            {run.error ? (
              <span className="ui-sync-run-failed">
                <FormattedMessage id="ui.sync.runFailed" values={{ message: run.error.message }} />
              </span>
            ) : (
              <FormattedMessage
                id="ui.sync.run"
                values={{ created: run.created, changed: run.changed, cancelled: run.cancelled }}
              />
            )}
            {run.refused > 0 ? (
              <span className="ui-sync-run-refused">
                <FormattedMessage id="ui.sync.runRefused" values={{ refused: run.refused }} />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
};
