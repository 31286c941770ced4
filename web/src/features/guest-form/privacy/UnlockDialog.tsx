import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { guestFormUnlockSchema, type ImportCodeChannel, type Locale } from '@chegada/contracts';
import { useSendUnlockCodeMutation, useUnlockGuestFormMutation } from './unlock-api';
import type { GuestLink } from '../api/guest-form-types';
import {
  ChannelForm,
  CodeDialog,
  CodeForm,
  useDialogProblem,
  type CodeDestination,
} from '../one-time-code/CodeDialog';

/** A new code can be asked for this long after the last one (the server allows 3 in 10 min). */
export const RESEND_WAIT_SECONDS = 30;

const codeSchema = guestFormUnlockSchema.pick(['code']);

type Phase = { step: 'choose' } | { step: 'code'; channel: ImportCodeChannel; destination: string };

/** Seconds left before a new code may be asked, and the start of a new wait. */
const useResendWait = () => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, () => setSeconds(RESEND_WAIT_SECONDS)] as const;
};

type Props = {
  link: GuestLink;
  destinations: readonly CodeDestination[];
  onClose: () => void;
};

/**
 * Shows the data saved on another device (issue 15): a 6-digit code goes to the guest's masked
 * e-mail or WhatsApp; the right code marks this browser, and the page comes again in full.
 */
export const UnlockDialog = ({ link, destinations, onClose }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `guest.privacy.${id}` }, values);
  const lang = intl.locale as Locale;
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [sendCode, sending] = useSendUnlockCodeMutation();
  const [unlock] = useUnlockGuestFormMutation();
  const [wait, startWait] = useResendWait();
  const { problem, failed, clear } = useDialogProblem();

  const send = async (channel: ImportCodeChannel) => {
    clear();
    const answer = await sendCode({ link, request: { channel, lang } }).unwrap();
    setPhase({ step: 'code', channel, destination: answer.destination });
    startWait();
  };
  const resend = (channel: ImportCodeChannel) => void send(channel).catch(failed);
  const confirm = async (code: string) => {
    clear();
    await unlock({ link, request: { code, lang } }).unwrap();
    onClose();
  };

  return (
    <CodeDialog
      title={t('unlockTitle')}
      description={t('unlockDescription')}
      problem={problem}
      onClose={onClose}
    >
      {phase.step === 'choose' ? (
        <ChannelForm destinations={destinations} onFailure={failed} onSend={send} />
      ) : (
        <CodeForm
          destination={phase.destination}
          schema={codeSchema}
          submitLabel={t('unlock')}
          onFailure={failed}
          onConfirm={confirm}
        >
          <button
            type="button"
            className="link-button"
            disabled={wait > 0 || sending.isLoading}
            onClick={() => resend(phase.channel)}
          >
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
          </button>
        </CodeForm>
      )}
    </CodeDialog>
  );
};
