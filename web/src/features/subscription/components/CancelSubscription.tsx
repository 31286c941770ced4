import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { formatMoney } from '../../../lib/i18n/format';
import { notify } from '../../../lib/notifications/notify';
import { useCancelSubscriptionMutation, useCreditsQuery } from '../api/subscription-api';
import { calendarDay } from './billing-dates';

/**
 * The owner cancels: nothing more is charged; the service runs to the end of the period paid
 * (the dialog says the date), or the trial ends now; the credits stay; data kept as §9 says.
 */
export const CancelSubscription = ({
  serviceUntil,
  trial,
}: {
  serviceUntil: string | null;
  trial: boolean;
}) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const balance = useCreditsQuery().data ?? 0;
  const confirm = async () => {
    try {
      await cancel().unwrap();
      setOpen(false);
      notify.success(intl.formatMessage({ id: 'subscription.cancel.done' }));
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <section className="subscription-cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">
        <FormattedMessage id="subscription.cancel.title" />
      </h2>
      <button type="button" className="ui-button" onClick={() => setOpen(true)}>
        <FormattedMessage id="subscription.cancel.open" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={<FormattedMessage id="subscription.cancel.confirmTitle" />}
        description={
          <>
            <FormattedMessage
              id="subscription.cancel.confirmText"
              values={{
                until: trial
                  ? 'trial'
                  : serviceUntil
                    ? intl.formatDate(calendarDay(serviceUntil), { dateStyle: 'long' })
                    : 'none',
              }}
            />
            {balance > 0 ? (
              <>
                {' '}
                <FormattedMessage
                  id="subscription.cancel.credits"
                  values={{ amount: formatMoney(balance, intl.locale) }}
                />
              </>
            ) : null}
          </>
        }
        confirmLabel={<FormattedMessage id="subscription.cancel.confirm" />}
        dismissLabel={<FormattedMessage id="subscription.cancel.keep" />}
        destructive
        busy={cancelling.isLoading}
        onConfirm={() => void confirm()}
      />
    </section>
  );
};
