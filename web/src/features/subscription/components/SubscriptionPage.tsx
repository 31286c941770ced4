import type { BillingCharge, SubscriptionOverview } from '@chegada/contracts';
import { Role } from '@chegada/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { ErrorState, Skeleton } from '../../../components/ui';
import { Page } from '../../../components/ui/Page';
import { baseApi } from '../../../lib/api/base-api';
import { useSessionUser } from '../../../lib/session/use-session';
import { useGetSubscriptionQuery } from '../api/subscription-api';
import { CancelSubscription } from './CancelSubscription';
import { CreditsSection } from './CreditsSection';
import { InvoicesTable } from './InvoicesTable';
import { Notices } from './Notices';
import { OpenCharge } from './OpenCharge';
import { OwedTotal } from './OwedTotal';
import { PlanSummary } from './PlanSummary';
import { PriceTables } from './PriceTables';
import './subscription.css';

// While a charge is open the page looks again now and then: a pix paid in the bank's app
// shows here as paid without a reload.
const OPEN_CHARGE_POLL_MS = 15_000;

/** The header's plan and the guard read the session: refreshed once the status moved. */
const useSessionFollows = (status: SubscriptionOverview['status'] | undefined) => {
  const dispatch = useDispatch();
  const user = useSessionUser();
  const known = user?.currentSubscription?.status;
  useEffect(() => {
    if (status && known && status !== known) dispatch(baseApi.util.invalidateTags(['SessionUser']));
  }, [dispatch, status, known]);
};

/**
 * The charge this page showed open and that is paid since (a refunded one by its new charge):
 * the page says so, without a reload.
 */
const usePaymentLanded = (overview: SubscriptionOverview | undefined) => {
  const waiting = useRef<string | null>(null);
  const [landed, setLanded] = useState<BillingCharge | null>(null);
  useEffect(() => {
    if (!overview) return;
    const waited = waiting.current;
    waiting.current = overview.openCharge?.id ?? null;
    if (!waited || waited === waiting.current) return;
    const paid = overview.charges.find(
      (charge) => (charge.id === waited || charge.replaces === waited) && charge.status === 'paid',
    );
    if (paid) setLanded(paid);
  }, [overview]);
  return landed;
};

/**
 * /u/subscription: the plan and tier for today's properties, the trial, the next charge, the
 * charge to pay by pix, the invoices, cancelling (owners), credits, and the price tables.
 */
export const SubscriptionPage = () => {
  const user = useSessionUser();
  const owner = user?.role === Role.DEFAULT_USER;
  const query = useGetSubscriptionQuery();
  const overview = query.data;
  useGetSubscriptionQuery(undefined, {
    pollingInterval: overview?.openCharge ? OPEN_CHARGE_POLL_MS : 0,
  });
  useSessionFollows(overview?.status);
  const landed = usePaymentLanded(overview);
  const configured = overview?.billing === 'configured';
  // Cancelled and over (a trial cancelled ends at once): nothing more is sold.
  const ended = Boolean(overview?.ended);
  return (
    <Page titleId="route.subscription" className="subscription-page">
      {query.isLoading ? <Skeleton lines={4} /> : null}
      {query.error && !overview ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {overview ? (
        <>
          <Notices overview={overview} landed={landed} owner={owner} />
          <PlanSummary overview={overview} />
          {overview.openCharges.length > 1 ? <OwedTotal overview={overview} /> : null}
          {overview.openCharges.map((charge) => (
            <OpenCharge
              key={charge.id}
              charge={charge}
              charges={overview.charges}
              graceDays={overview.graceDays}
              several={overview.openCharges.length > 1}
            />
          ))}
          {/* Billing off: the invoices already paid or refunded stay listed, none to pay. */}
          {configured || overview.charges.length > 0 ? (
            <section aria-labelledby="invoices-title">
              <h2 id="invoices-title">
                <FormattedMessage id="subscription.invoices.title" />
              </h2>
              <InvoicesTable charges={overview.charges} cancelled={Boolean(overview.cancelledAt)} />
            </section>
          ) : null}
        </>
      ) : null}
      <CreditsSection
        canBuy={owner && configured && !ended}
        canCancel={owner && configured}
        ended={ended}
        openPurchases={overview?.openCreditPurchases ?? []}
      />
      <h2>
        <FormattedMessage id="subscription.pricesTitle" />
      </h2>
      <PriceTables yours={overview?.tier ?? null} />
      {owner && configured && overview && !overview.cancelledAt ? (
        <CancelSubscription
          serviceUntil={overview.serviceUntil}
          trial={overview.status === 'trial'}
        />
      ) : null}
    </Page>
  );
};
