import { FormattedMessage, useIntl } from 'react-intl';
import type { RetentionCounts, RetentionDryRun, RetentionRunReport } from '@chegada/contracts';
import { LoadProblem, Skeleton } from '../../../components/ui';

const KINDS: (keyof RetentionCounts)[] = [
  'biometric',
  'personalData',
  'cancelledAccounts',
  'keptRecords',
  'accessLogs',
];

/** How many of each kind a run removes (or removed), each named in words. */
export const Counts = ({ counts }: { counts: RetentionCounts }) => (
  <dl className="retention-counts">
    {KINDS.map((kind) => (
      <div key={kind}>
        <dt>
          <FormattedMessage id={`retentionAdmin.kind.${kind}`} />
        </dt>
        <dd>{counts[kind]}</dd>
      </div>
    ))}
  </dl>
);

/** A moment as the admin reads it, in Brasília where the rules are counted. */
export const useRunMoment = () => {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
};

type Item = RetentionDryRun['items'][number];

/** A stay named by its property and dates, and its guest while their name is held; no id. */
export const StayName = ({ stay }: { stay: Item['stay'] }) => {
  const intl = useIntl();
  if (!stay) return null;
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const values = {
    residence: stay.residenceName ?? intl.formatMessage({ id: 'retentionAdmin.noResidence' }),
    checkIn: day(stay.checkIn),
    checkOut: day(stay.checkOut),
    guest: stay.guestName ?? '',
  };
  return (
    <FormattedMessage
      id={stay.guestName ? 'retentionAdmin.stayGuest' : 'retentionAdmin.stay'}
      values={values}
    />
  );
};

/** The runs logged (issue 32: each with its counts), real or dry, newest first. */
export const PastRuns = ({
  runs,
}: {
  runs: { data?: RetentionRunReport[]; isLoading: boolean; error?: unknown };
}) => {
  const moment = useRunMoment();
  return (
    <section aria-labelledby="retention-runs">
      <h2 id="retention-runs">
        <FormattedMessage id="retentionAdmin.runsTitle" />
      </h2>
      {runs.isLoading ? <Skeleton lines={3} /> : null}
      {runs.error ? <LoadProblem messageId="retentionAdmin.failed" error={runs.error} /> : null}
      {runs.data?.length === 0 ? (
        <p>
          <FormattedMessage id="retentionAdmin.noRuns" />
        </p>
      ) : null}
      <ul className="retention-runs">
        {runs.data?.map((run) => (
          <li key={run.id}>
            <strong>
              {moment(run.startedAt)} ·{' '}
              <FormattedMessage id={`retentionAdmin.runKind.${run.dryRun ? 'dry' : 'real'}`} />
            </strong>
            <br />
            <FormattedMessage id="retentionAdmin.runCounts" values={run.counts} />
          </li>
        ))}
      </ul>
    </section>
  );
};
