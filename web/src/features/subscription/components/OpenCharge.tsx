import type { BillingCharge } from '@chegada/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { formatMoney } from '../../../lib/i18n/format';
import { notify } from '../../../lib/notifications/notify';
import { usePayByPixMutation } from '../api/subscription-api';
import { addDays, calendarDay, daysUntil } from './billing-dates';
import { PixPanel } from './PixPanel';

/** Overdue (or refunded, unpaid again): when the account becomes inactive, if it is not yet. */
const GraceNote = ({ charge, graceDays }: { charge: BillingCharge; graceDays: number }) => {
  const intl = useIntl();
  const graceEnds = addDays(charge.dueDate, graceDays);
  const left = daysUntil(graceEnds);
  return (
    <p>
      <FormattedMessage
        id={left >= 0 ? 'subscription.charge.graceLeft' : 'subscription.charge.gracePassed'}
        values={{
          days: left,
          date: intl.formatDate(calendarDay(graceEnds), { dateStyle: 'long' }),
        }}
      />
    </p>
  );
};

/**
 * A refund is the provider's: the payment went back to the payer and the charge counts as
 * unpaid again, paid through a new charge of the same amount (the refunded one takes none).
 */
const RefundNote = ({ refunded }: { refunded: BillingCharge }) => {
  const intl = useIntl();
  return (
    <p>
      <FormattedMessage
        id="subscription.charge.refundNote"
        values={{
          date: intl.formatDate(calendarDay(refunded.dueDate), { dateStyle: 'long' }),
        }}
      />
    </p>
  );
};

const titleOf = (charge: BillingCharge) => {
  if (charge.replaces) return 'subscription.charge.again';
  if (charge.status === 'refunded') return 'subscription.charge.refunded';
  return charge.status === 'pending' ? 'subscription.charge.open' : 'subscription.charge.overdue';
};

/**
 * A charge to pay now, and its pix once asked for (the provider makes a QR each time). One of
 * `several` is named by its amount and date too, each region a name of its own.
 */
export const OpenCharge = ({
  charge,
  charges,
  graceDays,
  several = false,
}: {
  charge: BillingCharge;
  charges: BillingCharge[];
  graceDays: number;
  several?: boolean;
}) => {
  const intl = useIntl();
  const id = useId();
  const [payByPix, pix] = usePayByPixMutation();
  const late = charge.status !== 'pending';
  const refunded =
    charge.status === 'refunded' ? charge : charges.find((one) => one.id === charge.replaces);
  const ask = () =>
    payByPix(charge.id)
      .unwrap()
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  return (
    <section
      className={late ? 'subscription-charge subscription-charge-late' : 'subscription-charge'}
      aria-labelledby={several ? `${id}-title ${id}-amount` : `${id}-title`}
    >
      <h2 id={`${id}-title`}>
        <FormattedMessage id={titleOf(charge)} />
      </h2>
      <p id={`${id}-amount`} className="subscription-charge-amount">
        <FormattedMessage
          // A due date already past is worded as past: "venció el", not "vence el".
          id={
            daysUntil(charge.dueDate) < 0
              ? 'subscription.charge.amountWasDue'
              : 'subscription.charge.amountDue'
          }
          values={{
            amount: <strong>{formatMoney(charge.amount, intl.locale)}</strong>,
            date: intl.formatDate(calendarDay(charge.dueDate), { dateStyle: 'long' }),
          }}
        />
      </p>
      {refunded ? <RefundNote refunded={refunded} /> : null}
      {late ? <GraceNote charge={charge} graceDays={graceDays} /> : null}
      {pix.data && (pix.data.chargeId === charge.id || pix.originalArgs === charge.id) ? (
        <PixPanel pix={pix.data} titleId="subscription.pix.title" />
      ) : (
        <BusyButton tone="primary" busy={pix.isLoading} onClick={ask}>
          <FormattedMessage id="subscription.charge.payByPix" />
        </BusyButton>
      )}
    </section>
  );
};
