import { FormattedMessage, useIntl } from 'react-intl';
import { TRIAL_PLAN_NAME } from '@chegada/domain';
import { useResidenceCountQuery } from '../../../lib/api/residence-count-api';
import { useSessionUser } from '../../../lib/session/use-session';
import { PriceTables } from './PriceTables';
import './subscription.css';
import { Page } from '../../../components/ui/Page';

/** /u/subscription: the plan of today, what it would cost, and the payment link if one exists. */
export const SubscriptionPage = () => {
  const intl = useIntl();
  const user = useSessionUser();
  const properties = useResidenceCountQuery();
  const subscription = user?.currentSubscription ?? null;
  const planName = !subscription
    ? '-'
    : subscription.plan.name === TRIAL_PLAN_NAME
      ? intl.formatMessage({ id: 'subscription.trialPlan' })
      : subscription.plan.name;
  return (
    <Page titleId="route.subscription" className="subscription-page">
      <dl className="subscription-facts">
        <div>
          <dt>
            <FormattedMessage id="subscription.plan" />
          </dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="subscription.status" />
          </dt>
          <dd>
            {subscription ? (
              <FormattedMessage id={`subscription.status.${subscription.status}`} />
            ) : (
              '-'
            )}
          </dd>
        </div>
        {subscription?.status === 'trial' && subscription.trialDaysLeft !== null ? (
          <div>
            <dt>
              <FormattedMessage id="subscription.trialLeft" />
            </dt>
            <dd>
              <FormattedMessage
                id="subscription.days"
                values={{ days: subscription.trialDaysLeft }}
              />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="subscription.propertyCount" />
          </dt>
          <dd>{properties.data ?? '…'}</dd>
        </div>
      </dl>
      {subscription?.paymentLink ? (
        <a
          className="cta"
          href={subscription.paymentLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage id="subscription.pay" />
        </a>
      ) : (
        <p>
          <FormattedMessage id="subscription.noPaymentLink" />
        </p>
      )}
      <h2>
        <FormattedMessage id="subscription.pricesTitle" />
      </h2>
      <PriceTables residenceCount={properties.data} />
    </Page>
  );
};
