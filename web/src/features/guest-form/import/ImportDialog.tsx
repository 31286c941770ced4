import { FormattedMessage, useIntl } from 'react-intl';
import { findPreviousDataSchema, importDataFormSchema } from '@chegada/contracts';
import { RadioGroupField, SchemaForm, SubmitButton, TextField } from '../../../components/form';
import type { GuestLink } from '../api/guest-form-types';
import { ChannelForm, CodeDialog, CodeForm, useDialogProblem } from '../one-time-code/CodeDialog';
import { useImportFlow } from './import-flow';

type Props = {
  link: GuestLink;
  onClose: () => void;
  onImported: (fields: Record<string, unknown>) => void;
};

// The parts of the server's schemas each stage of the dialog asks.
const findSchema = findPreviousDataSchema.pick(['doc', 'docType']);
const codeSchema = importDataFormSchema.pick(['code']);

/** The import-earlier-data dialog of spec §2, loaded when the guest opens it. */
export const ImportDialog = ({ link, onClose, onImported }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.import.${id}` }, values);
  const flow = useImportFlow(link, onImported);
  const { phase } = flow;
  const { problem, failed, clear } = useDialogProblem();
  return (
    <CodeDialog
      title={t('title')}
      description={t('description')}
      problem={problem}
      onClose={onClose}
    >
      {phase.step === 'find' ? (
        <SchemaForm
          initialValues={{ docType: 'cpf', doc: '' }}
          schema={findSchema}
          onFailure={failed}
          onSubmit={(request) => (clear(), flow.lookUp(request.docType, request.doc))}
        >
          <RadioGroupField
            name="docType"
            label={t('docType')}
            options={[
              { value: 'cpf', label: 'CPF' },
              { value: 'passport', label: t('passport') },
            ]}
          />
          <TextField name="doc" label={t('doc')} autoComplete="off" required />
          <SubmitButton label={t('find')} />
        </SchemaForm>
      ) : null}
      {phase.step === 'none' ? (
        <p role="status">
          <FormattedMessage id="generic.noData" />{' '}
          <button type="button" className="link-button" onClick={flow.restart}>
            {t('again')}
          </button>
        </p>
      ) : null}
      {phase.step === 'choose' ? (
        <ChannelForm
          destinations={phase.candidate.destinations}
          onFailure={failed}
          onSend={(channel) => (clear(), flow.send(phase.candidate, channel))}
        />
      ) : null}
      {phase.step === 'code' ? (
        <CodeForm
          destination={phase.destination}
          schema={codeSchema}
          submitLabel={t('import')}
          onFailure={failed}
          onConfirm={(code) => (clear(), flow.confirm(phase.candidate, code))}
        />
      ) : null}
      {phase.step === 'done' ? (
        <p role="status">
          <FormattedMessage id="importPreviousData.imported" />
        </p>
      ) : null}
    </CodeDialog>
  );
};
