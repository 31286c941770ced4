import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RetentionCounts, RetentionDryRun } from '@chegada/contracts';
import { ConfirmDialog, LoadProblem, Page } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useRetentionDryRunMutation, useRunRetentionMutation } from '../api/retention-admin-api';
import './retention.css';

const KINDS: (keyof RetentionCounts)[] = [
  'biometric',
  'personalData',
  'cancelledAccounts',
  'keptRecords',
  'accessLogs',
];

/** How many of each kind a run removes (or removed), each named in words. */
const Counts = ({ counts }: { counts: RetentionCounts }) => (
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

/** The dry run: the moment it read against, the counts, and each stay a rule would touch. */
const DryRun = ({ run }: { run: RetentionDryRun }) => {
  const intl = useIntl();
  const at = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
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
              <code>{item.reservationId}</code>
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
  const [confirming, setConfirming] = useState(false);
  const removeNow = async () => {
    await run().unwrap();
    setConfirming(false);
    notify.success(intl.formatMessage({ id: 'retentionAdmin.done' }));
    await dryRun();
  };
  return (
    <Page titleId="route.retentionAdmin" introId="retentionAdmin.intro" className="retention-admin">
      <p className="retention-actions">
        <button
          type="button"
          className="ui-button ui-button-primary"
          disabled={dry.isLoading}
          onClick={() => void dryRun()}
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
      {dry.data ? <DryRun run={dry.data} /> : null}
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
