import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  findPreviousDataSchema,
  generateImportCodeSchema,
  importDataFormSchema,
} from '@chegada/contracts';
import { RadioGroupField, SchemaForm, SubmitButton, TextField } from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import type { GuestLink } from '../api/guest-form-types';
import { useImportFlow } from './import-flow';
import './import-dialog.css';

type Props = {
  link: GuestLink;
  onClose: () => void;
  onImported: (fields: Record<string, unknown>) => void;
};

// The parts of the server's schemas each stage of the dialog asks.
const findSchema = findPreviousDataSchema.pick(['doc', 'docType']);
const channelSchema = generateImportCodeSchema.pick(['channel']);
const codeSchema = importDataFormSchema.pick(['code']);

/** The import-earlier-data dialog of spec §2, loaded when the guest opens it. */
export const ImportDialog = ({ link, onClose, onImported }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.import.${id}` }, values);
  const flow = useImportFlow(link, onImported);
  const { phase } = flow;
  // Said inside the dialog: what is outside a modal dialog is hidden from screen readers.
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown, onFields: boolean) =>
    setProblem(onFields ? null : describeApiError(intl.formatMessage, error));
  const formProps = { onFailure: failed, className: 'form' };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>{t('title')}</Dialog.Title>
          <Dialog.Description>{t('description')}</Dialog.Description>
          {phase.step === 'find' ? (
            <SchemaForm
              initialValues={{ docType: 'cpf', doc: '' }}
              schema={findSchema}
              {...formProps}
              onSubmit={(request) => (setProblem(null), flow.lookUp(request.docType, request.doc))}
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
            <SchemaForm
              initialValues={{ channel: phase.candidate.destinations[0]?.channel ?? 'email' }}
              schema={channelSchema}
              {...formProps}
              onSubmit={(request) => (
                setProblem(null),
                flow.send(phase.candidate, request.channel ?? 'email')
              )}
            >
              <RadioGroupField
                name="channel"
                label={t('sendTo')}
                options={phase.candidate.destinations.map(({ channel, masked }) => ({
                  value: channel,
                  label: `${t(channel)}: ${masked}`,
                }))}
              />
              <SubmitButton label={t('sendCode')} />
            </SchemaForm>
          ) : null}
          {phase.step === 'code' ? (
            <SchemaForm
              initialValues={{ code: '' }}
              schema={codeSchema}
              {...formProps}
              onSubmit={(request) => (
                setProblem(null),
                flow.confirm(phase.candidate, request.code)
              )}
            >
              <p role="status">{t('codeSent', { destination: phase.destination })}</p>
              <TextField
                name="code"
                label={t('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
              <SubmitButton label={t('import')} />
            </SchemaForm>
          ) : null}
          {phase.step === 'done' ? (
            <p role="status">
              <FormattedMessage id="importPreviousData.imported" />
            </p>
          ) : null}
          {problem ? (
            <p className="form-problem" role="alert">
              {problem}
            </p>
          ) : null}
          <Dialog.Close className="guest-button secondary">{t('close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
