import {
  findPreviousDataSchema,
  generateImportCodeSchema,
  importDataFormSchema,
  importDocTypes,
} from '@chegada/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  RadioGroupField,
  SchemaForm,
  SelectField,
  OneTimeCodeField,
  TextField,
  useCloseGuard,
} from '../../../components/form';
import { Dialog } from '../../../components/ui';
import { GuardedFooter } from './GuardedFooter';
import { notify } from '../../../lib/notifications/notify';
import {
  useFindPreviousDataMutation,
  useImportDataFormMutation,
  useSendImportCodeMutation,
  type PreviousGuest,
} from '../api/import-api';
import type { ReservationDetails } from '../api/reservation-types';

type Props = { reservation: ReservationDetails; onClose: () => void };

type Step =
  | { kind: 'find' }
  | { kind: 'choose'; guests: PreviousGuest[] }
  | { kind: 'code'; selectedGuestId: string; sentTo: string };

/**
 * A returning guest's earlier data, brought into this reservation: find the earlier stay by
 * document, send the guest a 6-digit code, and import once the guest tells the code.
 */
export const ImportPreviousDataDialog = ({ reservation, onClose }: Props) => {
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'find' });
  const [find] = useFindPreviousDataMutation();
  const [sendCode] = useSendImportCodeMutation();
  const [importData] = useImportDataFormMutation();
  const text = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `reservationForms.import${key}` }, values);
  const lang = reservation.language ?? undefined;
  // A document or code typed in and not sent: closing, or leaving the page, asks first.
  const close = useCloseGuard(onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close.request()}
      title={text('Title')}
      description={text(`Step.${step.kind}`)}
    >
      {step.kind === 'find' ? (
        // Each step is its own form (a key apiece): React would otherwise keep one Formik.
        <SchemaForm
          key="find"
          schema={findPreviousDataSchema}
          initialValues={{ docType: 'cpf', doc: '' }}
          toRequest={(values) => ({ ...values, source: reservation.source })}
          onSubmit={async (request) => {
            const guests = await find({ id: reservation.id, ...request }).unwrap();
            if (guests.length === 0) notify.info(text('NotFound'));
            else setStep({ kind: 'choose', guests });
          }}
          className="form command-form"
        >
          <RadioGroupField
            name="docType"
            label={text('DocType')}
            options={importDocTypes.map((type) => ({
              value: type,
              label: text(`DocType.${type}`),
            }))}
          />
          <TextField name="doc" label={text('Doc')} autoComplete="off" required />
          <GuardedFooter close={close} submitLabel={text('Find')} />
        </SchemaForm>
      ) : step.kind === 'choose' ? (
        <SchemaForm
          key="choose"
          schema={generateImportCodeSchema}
          initialValues={{ destination: '0:0' }}
          toRequest={({ destination }) => {
            const [guest, channel] = destination.split(':').map(Number);
            const chosen = step.guests[guest ?? 0];
            return {
              selectedGuestId: chosen?.selectedGuestId,
              channel: chosen?.destinations[channel ?? 0]?.channel,
              lang,
            };
          }}
          onSubmit={async (request) => {
            const answer = await sendCode(request).unwrap();
            notify.success(answer.message);
            const sentTo = step.guests
              .flatMap((guest) => guest.destinations)
              .find(({ channel }) => channel === request.channel)?.masked;
            setStep({
              kind: 'code',
              selectedGuestId: request.selectedGuestId,
              sentTo: sentTo ?? '',
            });
          }}
          className="form command-form"
        >
          <SelectField
            name="destination"
            label={text('SendTo')}
            options={step.guests.flatMap((guest, index) =>
              guest.destinations.map((destination, channel) => ({
                value: `${index}:${channel}`,
                label: `${text(`Channel.${destination.channel}`)}: ${destination.masked}`,
              })),
            )}
          />
          <GuardedFooter close={close} submitLabel={text('SendCode')} />
        </SchemaForm>
      ) : (
        <SchemaForm
          key="code"
          schema={importDataFormSchema}
          initialValues={{ code: '' }}
          toRequest={({ code }) => ({
            actualGuestId: reservation.id,
            selectedGuestId: step.selectedGuestId,
            code,
            isGoingToCurrentReservation: true,
            lang,
          })}
          onSubmit={async (request) => {
            const answer = await importData(request).unwrap();
            notify.success(answer.message);
            onClose();
          }}
          className="form command-form"
        >
          <p>{text('CodeSentTo', { destination: step.sentTo })}</p>
          <OneTimeCodeField name="code" label={text('Code')} required />
          <GuardedFooter close={close} submitLabel={text('Import')} />
        </SchemaForm>
      )}
    </Dialog>
  );
};
