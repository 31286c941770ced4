import { FormattedMessage, useIntl } from 'react-intl';
import type { PriceTier } from '@chegada/contracts';
import { formatMoney } from '../../../lib/i18n/format';
import type { Plan } from '../../../lib/api/plans-api';

const TierRange = ({ tier }: { tier: PriceTier }) =>
  tier.min === tier.max ? (
    <FormattedMessage id="plans.tierSingle" values={{ count: tier.max }} />
  ) : (
    <FormattedMessage id="plans.tierRange" values={{ min: tier.min, max: tier.max }} />
  );

/** One price table: its monthly price for each range of property counts. */
export const PlanCard = ({ plan }: { plan: Plan }) => {
  // Money as every screen writes it in the reader's language (libs/contracts' formatMoney).
  const { locale } = useIntl();
  return (
    <article className="plan-card" aria-labelledby={`plan-${plan.id}`}>
      <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
      <ul>
        {plan.tiers.map((tier) => (
          <li key={tier.min}>
            <span className="plan-tier-range">
              <TierRange tier={tier} />
            </span>
            <span className="visually-hidden">: </span>
            <span className="plan-tier-price">
              <FormattedMessage
                id="plans.perMonth"
                values={{ price: <strong>{formatMoney(tier.monthlyPrice, locale)}</strong> }}
              />
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
};
