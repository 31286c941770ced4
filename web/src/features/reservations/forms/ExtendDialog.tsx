import { extendCheckoutFormSchema } from '@chegada/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NoticeDialog } from '../../../components/ui';
import { wallTimeOf } from '../../../lib/i18n/zoned-time';
import { useExtendCheckoutMutation } from '../api/reservation-commands-api';
import type { NewPasscodeAnswer } from '../api/reservation-types';
import type { ActionSubject } from '../components/action-subject';
import { CommandFormDialog } from './CommandFormDialog';
import { StayFields } from './StayFields';
import { stayInstants, stayIssues } from './stay-fields';

type Props = { subject: ActionSubject; guest: string; onClose: () => void };

/** Still updating is no failure: only a refusal reads as one. */
const outcomeClass = (lock: NewPasscodeAnswer) =>
  lock.success ? 'is-done' : lock.pending ? 'is-pending' : 'is-failed';

/**
 * New dates for the stay, on the property's clock. An approved stay with a lock gets its
 * passcode moved to them; the dialog then says how the lock took it (done, still updating, or
 * TTLock's refusal with the backup path) before closing.
 */
export const ExtendDialog = ({ subject, guest, onClose }: Props) => {
  const intl = useIntl();
  const [extend] = useExtendCheckoutMutation();
  const [lock, setLock] = useState<NewPasscodeAnswer | null>(null);
  const text = (key: string) => intl.formatMessage({ id: `reservationForms.${key}` }, { guest });
  if (lock) {
    return (
      <NoticeDialog title={text('newPasscodeTitle')} onClose={onClose}>
        <p className={`lock-outcome ${outcomeClass(lock)}`} role="status">
          {lock.message}
        </p>
      </NoticeDialog>
    );
  }
  const checkIn = wallTimeOf(subject.CheckIn, subject.timeZone);
  const checkout = wallTimeOf(subject.checkout, subject.timeZone);
  return (
    <CommandFormDialog
      title={text('extendTitle')}
      description={text('extendText')}
      schema={extendCheckoutFormSchema}
      initialValues={{
        checkInDate: checkIn.date,
        checkInTime: checkIn.time,
        checkoutDate: checkout.date,
        checkoutTime: checkout.time,
      }}
      toRequest={(values) => ({
        id: subject.id,
        ...stayInstants(values, subject.timeZone),
        confirm: true,
      })}
      check={(values) => stayIssues(values, subject.timeZone, intl)}
      submitLabel={intl.formatMessage({ id: 'reservationActions.extend' })}
      onSubmit={({ CheckIn, checkout: out }) =>
        extend({ id: subject.id, revision: subject.revision, CheckIn, checkout: out }).unwrap()
      }
      onDone={(answer) => (answer.newPasscode ? setLock(answer.newPasscode) : onClose())}
      onClose={onClose}
    >
      <StayFields />
    </CommandFormDialog>
  );
};
