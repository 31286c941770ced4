import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RetentionDryRun } from '@chegada/contracts';
import { ConfirmDialog, LoadProblem, Page } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import {
  useRetentionDryRunMutation,
  useRetentionRunsQuery,
  useRunRetentionMutation,
} from '../api/retention-admin-api';
import { Counts, PastRuns, StayName, useRunMoment } from './RetentionRuns';
import './retention.css';

/**
 * A run with its stays: the dry run's (what would go, as of the moment it read against) or the
 * real run's (what went), with the counts and each stay a rule touched.
 */
const ListedRun = ({ run }: { run: RetentionDryRun }) => {
  const intl = useIntl();
  const at = useRunMoment();
  const headingId = run.dryRun ? 'retention-dry-run' : 'retention-ran';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id={run.dryRun ? 'retentionAdmin.dryRunTitle' : 'retentionAdmin.ranTitle'}
          values={{ date: at(run.startedAt) }}
        />
      </h2>
      <Counts counts={run.counts} />
      {run.items.length === 0 ? (
        <p>
          <FormattedMessage
            id={run.dryRun ? 'retentionAdmin.nothing' : 'retentionAdmin.nothingErased'}
          />
        </p>
      ) : (
        <ul className="retention-items">
          {run.items.map((item) => (
            <li key={item.reservationId}>
              <FormattedMessage
                id={`retentionAdmin.rule.${item.rule}`}
                values={{
                  since: intl.formatDate(item.since, { dateStyle: 'medium', timeZone: 'UTC' }),
                }}
              />{' '}
              <StayName stay={item.stay} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * /admin/retention (issue 32): what the retention rules would remove now, counted by kind and
 * listed by stay, and removing it for real once the admin confirms.
 */
export const RetentionAdminPage = () => {
  const intl = useIntl();
  const [dryRun, dry] = useRetentionDryRunMutation();
  const [run, real] = useRunRetentionMutation();
  const runs = useRetentionRunsQuery();
  const [confirming, setConfirming] = useState(false);
  const [ran, setRan] = useState<RetentionDryRun | null>(null);
  const check = async () => {
    setRan(null);
    await dryRun();
    void runs.refetch();
  };
  // The real run lists what it erased itself: no dry run after it (one log entry per run).
  const removeNow = async () => {
    const report = await run().unwrap();
    setRan(report);
    dry.reset();
    setConfirming(false);
    notify.success(intl.formatMessage({ id: 'retentionAdmin.done' }));
    void runs.refetch();
  };
  return (
    <Page titleId="route.retentionAdmin" introId="retentionAdmin.intro" className="retention-admin">
      <p className="retention-actions">
        <button
          type="button"
          className="ui-button ui-button-primary"
          disabled={dry.isLoading}
          onClick={() => void check()}
        >
          <FormattedMessage id="retentionAdmin.check" />
        </button>
        {dry.data ? (
          <button
            type="button"
            className="ui-button ui-button-danger"
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="retentionAdmin.run" />
          </button>
        ) : null}
      </p>
      {dry.error ? <LoadProblem messageId="retentionAdmin.failed" error={dry.error} /> : null}
      {real.error ? <LoadProblem messageId="retentionAdmin.failed" error={real.error} /> : null}
      {ran ? <ListedRun run={ran} /> : null}
      {dry.data ? <ListedRun run={dry.data} /> : null}
      <PastRuns runs={runs} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        busy={real.isLoading}
        title={<FormattedMessage id="retentionAdmin.confirmTitle" />}
        description={<FormattedMessage id="retentionAdmin.confirmText" />}
        confirmLabel={<FormattedMessage id="retentionAdmin.confirm" />}
        onConfirm={() => void removeNow()}
      />
    </Page>
  );
};
