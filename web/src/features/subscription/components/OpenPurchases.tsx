import type { BillingCharge, PixPayment } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/api-error';
import { formatMoney } from '../../../lib/i18n/format';
import { notify } from '../../../lib/notifications/notify';
import { useCancelCreditPurchaseMutation, usePayByPixMutation } from '../api/subscription-api';
import { calendarDay } from './billing-dates';

/**
 * Purchases whose pix is not paid yet: the host shows one again (after a reload, say), or
 * cancels one no longer wanted (issue 31), which frees the way to buy another amount.
 */
export const OpenPurchases = ({
  purchases,
  shown,
  onPix,
  canCancel,
  onCancelled,
}: {
  purchases: BillingCharge[];
  shown: string | null;
  onPix: (pix: PixPayment) => void;
  canCancel: boolean;
  onCancelled: (id: string) => void;
}) => {
  const intl = useIntl();
  const [payByPix, asking] = usePayByPixMutation();
  const [cancelPurchase, cancelling] = useCancelCreditPurchaseMutation();
  const failed = (error: unknown) => notify.error(describeApiError(intl.formatMessage, error));
  const show = (id: string) => payByPix(id).unwrap().then(onPix).catch(failed);
  const cancel = (purchase: BillingCharge) =>
    cancelPurchase(purchase.id)
      .unwrap()
      .then(() => {
        onCancelled(purchase.id);
        notify.success(
          intl.formatMessage(
            { id: 'subscription.credits.cancelled' },
            { amount: formatMoney(purchase.amount, intl.locale) },
          ),
        );
      })
      .catch(failed);
  return (
    <section aria-labelledby="open-purchases-title">
      <h3 id="open-purchases-title">
        <FormattedMessage id="subscription.credits.openTitle" />
      </h3>
      <ul className="subscription-open-purchases">
        {purchases.map((purchase) => {
          const amount = formatMoney(purchase.amount, intl.locale);
          return (
            <li key={purchase.id}>
              <span>
                <FormattedMessage
                  id="subscription.credits.openLine"
                  values={{
                    amount: <strong>{amount}</strong>,
                    date: intl.formatDate(calendarDay(purchase.dueDate), { dateStyle: 'medium' }),
                  }}
                />
              </span>
              {purchase.id === shown ? null : (
                <button
                  type="button"
                  className="ui-button"
                  disabled={asking.isLoading}
                  onClick={() => void show(purchase.id)}
                >
                  <FormattedMessage id="subscription.credits.showPix" />
                </button>
              )}
              {canCancel ? (
                <button
                  type="button"
                  className="ui-button"
                  disabled={cancelling.isLoading}
                  onClick={() => void cancel(purchase)}
                >
                  <FormattedMessage id="subscription.credits.cancelPurchase" values={{ amount }} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
