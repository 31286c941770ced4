import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RetentionCounts, RetentionDryRun } from '@chegada/contracts';
import { ConfirmDialog, LoadProblem, Page } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import {
  useRetentionDryRunMutation,
  useRetentionRunsQuery,
  useRunRetentionMutation,
} from '../api/retention-admin-api';
import { Counts, PastRuns, StayName, useRunMoment } from './RetentionRuns';
import './retention.css';

/** The dry run: the moment it read against, the counts, and each stay a rule would touch. */
const DryRun = ({ run }: { run: RetentionDryRun }) => {
  const intl = useIntl();
  const at = useRunMoment();
  return (
    <section aria-labelledby="retention-dry-run">
      <h2 id="retention-dry-run">
        <FormattedMessage id="retentionAdmin.dryRunTitle" values={{ date: at(run.startedAt) }} />
      </h2>
      <Counts counts={run.counts} />
      {run.items.length === 0 ? (
        <p>
          <FormattedMessage id="retentionAdmin.nothing" />
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
  const [ran, setRan] = useState<{ at: string; counts: RetentionCounts } | null>(null);
  const moment = useRunMoment();
  const check = async () => {
    await dryRun();
    void runs.refetch();
  };
  const removeNow = async () => {
    const counts = await run().unwrap();
    setRan({ at: new Date().toISOString(), counts });
    setConfirming(false);
    notify.success(intl.formatMessage({ id: 'retentionAdmin.done' }));
    await check();
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
      {ran ? (
        <section aria-labelledby="retention-ran">
          <h2 id="retention-ran">
            <FormattedMessage id="retentionAdmin.ranTitle" values={{ date: moment(ran.at) }} />
          </h2>
          <Counts counts={ran.counts} />
        </section>
      ) : null}
      {dry.data ? <DryRun run={dry.data} /> : null}
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
