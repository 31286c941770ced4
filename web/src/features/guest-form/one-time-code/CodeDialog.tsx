import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { generateImportCodeSchema, type ImportCodeChannel } from '@chegada/contracts';
import {
  OneTimeCodeField,
  RadioGroupField,
  SchemaForm,
  SubmitButton,
} from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import './code-dialog.css';

/**
 * What went wrong, said inside the dialog (what is outside a modal dialog is hidden from screen
 * readers): `failed` takes a form's failure, `clear` is for a new try.
 */
export const useDialogProblem = () => {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown, onFields = false) =>
    setProblem(onFields ? null : describeApiError(intl.formatMessage, error));
  return { problem, failed, clear: () => setProblem(null) };
};

export type CodeDestination = { channel: ImportCodeChannel; masked: string };

type FrameProps = {
  title: string;
  description: string;
  /** Said inside the dialog: what is outside a modal dialog is hidden from screen readers. */
  problem: string | null;
  onClose: () => void;
  children: ReactNode;
};

/** A sheet over the form (full width on a phone) for a code sent to the guest. */
export const CodeDialog = ({ title, description, problem, onClose, children }: FrameProps) => {
  const intl = useIntl();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
          {problem ? (
            <p className="form-problem" role="alert">
              {problem}
            </p>
          ) : null}
          <Dialog.Close className="guest-button secondary">
            {intl.formatMessage({ id: 'guest.import.close' })}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

const channelSchema = generateImportCodeSchema.pick(['channel']);

type FormProps = { onFailure: (error: unknown, onFields: boolean) => void };

/** Where the code goes: the guest's masked e-mail or WhatsApp, as the server answered them. */
export const ChannelForm = ({
  destinations,
  onSend,
  onFailure,
}: FormProps & {
  destinations: readonly CodeDestination[];
  onSend: (channel: ImportCodeChannel) => Promise<void>;
}) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.import.${id}` });
  return (
    <SchemaForm
      initialValues={{ channel: destinations[0]?.channel ?? 'email' }}
      schema={channelSchema}
      onFailure={onFailure}
      onSubmit={(request) => onSend(request.channel ?? 'email')}
    >
      <RadioGroupField
        name="channel"
        label={t('sendTo')}
        options={destinations.map(({ channel, masked }) => ({
          value: channel,
          label: `${t(channel)}: ${masked}`,
        }))}
      />
      <SubmitButton label={t('sendCode')} />
    </SchemaForm>
  );
};

/** The 6-digit code, typed (or filled in by the phone from the message). */
export const CodeForm = ({
  destination,
  schema,
  submitLabel,
  onConfirm,
  onFailure,
  children,
}: FormProps & {
  destination: string;
  schema: Parameters<typeof SchemaForm>[0]['schema'];
  submitLabel: string;
  onConfirm: (code: string) => Promise<void>;
  children?: ReactNode;
}) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.import.${id}` }, values);
  return (
    <SchemaForm
      initialValues={{ code: '' }}
      schema={schema}
      onFailure={onFailure}
      onSubmit={(request: { code: string }) => onConfirm(request.code)}
    >
      <p role="status">{t('codeSent', { destination })}</p>
      <OneTimeCodeField name="code" label={t('code')} required />
      <SubmitButton label={submitLabel} />
      {children}
    </SchemaForm>
  );
};
