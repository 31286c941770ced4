import { FormattedMessage, useIntl } from 'react-intl';
import {
  ACCESS_LOG_RETENTION_MONTHS,
  CANCELLED_ACCOUNT_RETENTION_YEARS,
  RETENTION_LIMITS,
  retentionSettingsSchema,
} from '@chegada/contracts';
import { CountField, LeaveGuard, SchemaForm, SubmitButton } from '../../../components/form';
import { LoadProblem, Skeleton } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useRetentionSettingsQuery, useSaveRetentionSettingsMutation } from '../api/retention-api';
import './retention.css';

const { biometricDays, personalDataMonths } = RETENTION_LIMITS;

/**
 * /u/config's retention panel (issue 32): how long after each stay's checkout the guests'
 * biometric data and their documents and personal data are kept, and the platform's own
 * periods, which the host does not choose.
 */
export const RetentionPanel = () => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `retentionPanel.${id}` }, values);
  const { data, error, isLoading } = useRetentionSettingsQuery();
  const [save] = useSaveRetentionSettingsMutation();
  return (
    <section className="retention-panel" aria-labelledby="retention-panel-title">
      <h2 id="retention-panel-title">{text('title')}</h2>
      <p>{text('intro')}</p>
      {isLoading && <Skeleton lines={2} />}
      {error && <LoadProblem messageId="retentionPanel.loadFailed" error={error} />}
      {data && (
        <SchemaForm
          className="form retention-form"
          schema={retentionSettingsSchema}
          initialValues={data}
          onSubmit={async (settings, form) => {
            form.resetForm({ values: await save(settings).unwrap() });
            notify.success(text('saved'));
          }}
        >
          <LeaveGuard />
          <CountField
            name="biometricDays"
            label={text('biometricDays')}
            hint={text('biometricDaysHint', biometricDays)}
            required
          />
          <CountField
            name="personalDataMonths"
            label={text('personalDataMonths')}
            hint={text('personalDataMonthsHint', personalDataMonths)}
            required
          />
          <SubmitButton label={text('save')} pending={text('saving')} />
        </SchemaForm>
      )}
      <p className="retention-duties">
        <FormattedMessage
          id="retentionPanel.duties"
          values={{
            months: ACCESS_LOG_RETENTION_MONTHS,
            years: CANCELLED_ACCOUNT_RETENTION_YEARS,
          }}
        />
      </p>
    </section>
  );
};
