import type { BillingCharge, SubscriptionOverview } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { formatMoney } from '../../../lib/i18n/format';
import { notify } from '../../../lib/notifications/notify';
import { useResumeSubscriptionMutation } from '../api/subscription-api';
import { TierText } from './PlanSummary';
import { calendarDay } from './billing-dates';

const sameTier = (overview: SubscriptionOverview) =>
  !overview.tier ||
  !overview.billedTier ||
  (overview.tier.min === overview.billedTier.min && overview.tier.max === overview.billedTier.max);

/** A refunded charge's own page takes no payment: its pix makes the new charge. */
const payable = (charge: BillingCharge | null) =>
  charge && charge.status !== 'refunded' ? charge.invoiceUrl : null;

/** Inactive: what is held back, and the charge's page to pay, opened by the host's click. */
const InactiveNotice = ({ payAt }: { payAt: string | null }) => (
  <div role="alert" className="subscription-notice subscription-notice-danger">
    <p>
      <FormattedMessage id="subscription.inactiveNotice" />
    </p>
    {payAt ? (
      <a className="ui-button ui-button-primary" href={payAt} target="_blank" rel="noopener">
        <FormattedMessage id="subscription.payNow" />
      </a>
    ) : null}
  </div>
);

/** Cancelled: until when the service runs, and (owners) subscribing again. */
const CancelledNotice = ({
  overview,
  canResume,
}: {
  overview: SubscriptionOverview;
  canResume: boolean;
}) => {
  const intl = useIntl();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const long = (date: string) => intl.formatDate(date, { dateStyle: 'long' });
  const again = () =>
    resume()
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'subscription.resume.done' })))
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  return (
    <div role="status" className="subscription-notice">
      <p>
        <FormattedMessage
          id="subscription.cancelledNotice"
          values={{
            date: long(overview.cancelledAt!),
            until: overview.serviceUntil
              ? intl.formatDate(calendarDay(overview.serviceUntil), { dateStyle: 'long' })
              : long(overview.cancelledAt!),
            ended: overview.ended ? 'yes' : 'no',
          }}
        />
      </p>
      {canResume ? (
        <BusyButton tone="primary" busy={resuming.isLoading} onClick={again}>
          <FormattedMessage id="subscription.resume" />
        </BusyButton>
      ) : null}
    </div>
  );
};

/** What the page says before the details: billing off, paid, inactive, cancelled, a new tier. */
export const Notices = ({
  overview,
  landed,
  owner,
}: {
  overview: SubscriptionOverview;
  /** A charge seen open on this page and paid since. */
  landed: BillingCharge | null;
  owner: boolean;
}) => {
  const intl = useIntl();
  const subscribed = overview.status !== 'trial' && overview.charges.length > 0;
  return (
    <>
      {overview.billing === 'not-configured' ? (
        <p role="status" className="subscription-notice">
          <FormattedMessage
            id="subscription.notConfigured"
            values={{ cancelled: overview.cancelledAt ? 'yes' : 'no' }}
          />
        </p>
      ) : null}
      {landed ? (
        <p role="status" className="subscription-notice subscription-notice-success">
          <FormattedMessage
            id="subscription.paymentLanded"
            values={{
              amount: formatMoney(landed.amount, intl.locale),
              active: overview.status === 'active' ? 'yes' : 'no',
            }}
          />
        </p>
      ) : null}
      {overview.status === 'inactive' && !overview.ended && !overview.cancelledAt ? (
        <InactiveNotice payAt={payable(overview.openCharge)} />
      ) : null}
      {overview.cancelledAt ? (
        <CancelledNotice
          overview={overview}
          canResume={owner && overview.billing === 'configured'}
        />
      ) : null}
      {subscribed && !overview.cancelledAt && !sameTier(overview) && overview.tier ? (
        <p role="status" className="subscription-notice">
          <FormattedMessage
            id="subscription.tierChange"
            values={{ properties: overview.properties, tier: <TierText tier={overview.tier} /> }}
          />
        </p>
      ) : null}
    </>
  );
};
