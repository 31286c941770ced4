import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FNRH_TRIGGERS,
  fnrhSettingsSchema,
  type FnrhConnectionTest,
  type FnrhSettings,
} from '@chegada/contracts';
import { formatCpf } from '@chegada/domain';
import {
  CheckboxField,
  LeaveGuard,
  PasswordField,
  RadioGroupField,
  SchemaForm,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { Skeleton } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { describeFnrhFailure } from '../../../lib/fnrh/fnrh-failure';
import { notify } from '../../../lib/notifications/notify';
import {
  useFnrhSettingsQuery,
  useSaveFnrhSettingsMutation,
  useTestFnrhConnectionMutation,
} from '../api/fnrh-api';
import './fnrh.css';

const valuesOf = (settings: FnrhSettings) => ({
  enabled: settings.enabled,
  trigger: settings.trigger,
  user: settings.user,
  apiKey: '',
  // Kept as digits, shown as typed: 529.982.247-25.
  operatorCpf: formatCpf(settings.operatorCpf),
});

/**
 * The connection test's answer, beside its button: FNRH took the credentials or said why not.
 * `onRun` lets the panel take down the save's answer, so one answer shows at a time.
 */
const ConnectionTest = ({ onRun }: { onRun: () => void }) => {
  const intl = useIntl();
  const [test, { data, isLoading }] = useTestFnrhConnectionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    onRun();
    setProblem(null);
    await test()
      .unwrap()
      .catch((error: unknown) => setProblem(describeApiError(intl.formatMessage, error)));
  };
  const answer =
    problem ?? (data?.failure ? describeFnrhFailure(intl.formatMessage, data.failure) : null);
  return (
    <div className="fnrh-test">
      <button type="button" className="ui-button" onClick={() => void run()} disabled={isLoading}>
        <FormattedMessage id={isLoading ? 'fnrh.testing' : 'fnrh.test'} />
      </button>
      {data?.ok && !problem ? (
        <p className="fnrh-test-ok" role="status">
          <FormattedMessage id="fnrh.testOk" />
        </p>
      ) : null}
      {answer ? (
        <p className="form-problem" role="alert">
          {answer}
        </p>
      ) : null}
    </div>
  );
};

/**
 * What the save's check of the credentials found: FNRH took them, or could not be asked (no
 * answer, a server error), in which case they were kept unchecked. A refusal never gets here:
 * it comes back as the API key's field error.
 */
const SaveCheck = ({ connection }: { connection: FnrhConnectionTest }) => {
  const intl = useIntl();
  const { failure } = connection;
  if (!failure)
    return (
      <p className="fnrh-test-ok" role="status">
        <FormattedMessage id="fnrh.testOk" />
      </p>
    );
  return (
    <p className="fnrh-unchecked" role="alert">
      <FormattedMessage id="fnrh.savedUnchecked" />
      {failure.code === 'unreachable'
        ? null
        : ` ${describeFnrhFailure(intl.formatMessage, failure)}`}
    </p>
  );
};

/**
 * /u/config's FNRH Digital panel (issue 32): the opt-in, when stays are sent, the user and API
 * key FNRH generated (the key never shown back) and the operator's CPF, and a connection test.
 */
export const FnrhPanel = () => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `fnrh.${id}` });
  const { data } = useFnrhSettingsQuery();
  const [save] = useSaveFnrhSettingsMutation();
  const [check, setCheck] = useState<FnrhConnectionTest | null>(null);
  // Each save mounts a new connection test, so an earlier test's answer goes with the save's.
  const [saves, setSaves] = useState(0);
  const triggers = FNRH_TRIGGERS.map((trigger) => ({
    value: trigger,
    label: text(`trigger.${trigger}`),
  }));
  return (
    <section className="fnrh-panel" aria-labelledby="fnrh-panel-title">
      <h2 id="fnrh-panel-title">{text('title')}</h2>
      <p>{text('intro')}</p>
      <p className="fnrh-how">{text('howTo')}</p>
      {!data ? (
        <Skeleton lines={4} />
      ) : (
        <SchemaForm
          className="form fnrh-form"
          schema={fnrhSettingsSchema}
          initialValues={valuesOf(data)}
          onSubmit={async (request, form) => {
            setCheck(null);
            const saved = await save(request).unwrap();
            form.resetForm({ values: valuesOf(saved) });
            setCheck(saved.connection);
            setSaves((count) => count + 1);
            notify.success(text('saved'));
          }}
        >
          <LeaveGuard />
          <CheckboxField name="enabled" label={text('enabled')} hint={text('guestAsks')} />
          <RadioGroupField name="trigger" label={text('trigger')} options={triggers} required />
          <TextField name="user" label={text('user')} autoComplete="off" required />
          <PasswordField
            name="apiKey"
            label={text('apiKey')}
            hint={`${text('apiKeyHint')}${data.apiKeySet ? ` ${text('apiKeyKeep')}` : ''}`}
            autoComplete="new-password"
            required={!data.apiKeySet}
          />
          <TextField
            name="operatorCpf"
            label={text('operatorCpf')}
            hint={text('operatorCpfHint')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <SubmitButton label={text('save')} pending={text('saving')} />
        </SchemaForm>
      )}
      {check ? <SaveCheck connection={check} /> : null}
      {data?.apiKeySet ? <ConnectionTest key={saves} onRun={() => setCheck(null)} /> : null}
    </section>
  );
};
