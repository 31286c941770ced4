import type { BillingTier, SubscriptionOverview } from '@chegada/contracts';
import { TRIAL_PLAN_NAME } from '@chegada/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusBadge, type BadgeTone } from '../../../components/ui';
import { formatMoney } from '../../../lib/i18n/format';
import { calendarDay } from './billing-dates';

type ShownStatus = SubscriptionOverview['status'] | 'cancelled' | 'ended';

const STATUS_TONE: Record<ShownStatus, BadgeTone> = {
  trial: 'info',
  active: 'success',
  inactive: 'danger',
  cancelled: 'warning',
  ended: 'neutral',
};

/** Cancelled reads as such, not as the trial or the unpaid account it would otherwise be. */
const shownStatus = (overview: SubscriptionOverview): ShownStatus =>
  overview.ended ? 'ended' : overview.cancelledAt ? 'cancelled' : overview.status;

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>
      <FormattedMessage id={term} />
    </dt>
    <dd>{children}</dd>
  </div>
);

/** "Temporada: 6 to 20 properties, R$ 199.00/month". */
export const TierText = ({ tier }: { tier: BillingTier }) => {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="subscription.tierPrice"
      values={{
        table: tier.table,
        min: tier.min,
        max: tier.max,
        price: formatMoney(tier.monthlyPrice, intl.locale),
      }}
    />
  );
};

/** The plan as it stands: its name, status, trial, properties and tier, the next charge. */
export const PlanSummary = ({ overview }: { overview: SubscriptionOverview }) => {
  const intl = useIntl();
  const day = (date: string) => intl.formatDate(calendarDay(date), { dateStyle: 'long' });
  const billingOff = overview.billing === 'not-configured';
  const status = shownStatus(overview);
  return (
    <dl className="subscription-facts">
      <Fact term="subscription.plan">
        {overview.planName === TRIAL_PLAN_NAME ? (
          <FormattedMessage
            id={overview.cancelledAt ? 'subscription.trialPlanCancelled' : 'subscription.trialPlan'}
          />
        ) : (
          overview.planName
        )}
      </Fact>
      <Fact term="subscription.status">
        <StatusBadge tone={STATUS_TONE[status]}>
          <FormattedMessage id={`subscription.status.${status}`} />
        </StatusBadge>
        {(status === 'cancelled' || status === 'ended') && overview.serviceUntil ? (
          <small className="subscription-fact-note">
            <FormattedMessage
              id={status === 'ended' ? 'subscription.endedOn' : 'subscription.serviceUntil'}
              values={{ date: day(overview.serviceUntil) }}
            />
          </small>
        ) : null}
      </Fact>
      {status === 'trial' && overview.trialEndsAt ? (
        <Fact term="subscription.trialLeft">
          {billingOff ? (
            // Nothing ends it: a date ("today", or one gone by) would say it had.
            <FormattedMessage id="subscription.trialRunsOn" />
          ) : (
            <>
              <FormattedMessage
                id="subscription.days"
                values={{ days: overview.trialDaysLeft ?? 0 }}
              />
              <small className="subscription-fact-note">
                {intl.formatDate(overview.trialEndsAt, { dateStyle: 'long' })}
              </small>
            </>
          )}
        </Fact>
      ) : null}
      <Fact term="subscription.propertyCount">
        {intl.formatNumber(overview.properties)}
        {overview.tier ? (
          <small className="subscription-fact-note">
            <TierText tier={overview.tier} />
          </small>
        ) : null}
      </Fact>
      <Fact term="subscription.nextCharge">
        {overview.nextCharge ? (
          <>
            {formatMoney(overview.nextCharge.amount, intl.locale)}
            <small className="subscription-fact-note">
              <FormattedMessage
                id="subscription.dueOn"
                values={{ date: day(overview.nextCharge.dueDate) }}
              />
            </small>
          </>
        ) : (
          <FormattedMessage
            id={billingOff ? 'subscription.noChargeBillingOff' : 'subscription.noNextCharge'}
          />
        )}
      </Fact>
    </dl>
  );
};
