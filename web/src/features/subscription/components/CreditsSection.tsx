import type { BillingCharge, PixPayment } from '@chegada/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { DataTable, EmptyState, Skeleton, type Column } from '../../../components/ui';
import { baseApi } from '../../../lib/api/base-api';
import { describeApiError } from '../../../lib/api/api-error';
import { formatMoney } from '../../../lib/i18n/format';
import { notify } from '../../../lib/notifications/notify';
import {
  useCreditsQuery,
  usePayByPixMutation,
  useTransactionsQuery,
  type CreditTransaction,
} from '../api/subscription-api';
import { BuyCreditsForm } from '../forms/BuyCreditsForm';
import { OpenPurchases } from './OpenPurchases';
import { PixPanel } from './PixPanel';

// As the subscription's open charge: a paid pix shows within a few seconds of the webhook.
const CREDITS_POLL_MS = 5_000;

const Statement = () => {
  const intl = useIntl();
  const transactions = useTransactionsQuery();
  const columns = useMemo((): Column<CreditTransaction>[] => {
    const header = (id: string) => intl.formatMessage({ id: `subscription.credits.${id}` });
    return [
      {
        id: 'date',
        header: header('date'),
        rowHeader: true,
        cell: (line) =>
          intl.formatDate(line.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
      },
      {
        id: 'kind',
        header: header('kind'),
        cell: (line) => (
          <FormattedMessage
            id={`subscription.credits.kind.${line.refund ? 'refund' : line.kind}`}
          />
        ),
      },
      {
        id: 'amount',
        header: header('amountColumn'),
        cell: (line) => formatMoney(line.amount, intl.locale),
      },
      { id: 'description', header: header('description'), cell: (line) => line.description ?? '-' },
    ];
  }, [intl]);
  if (transactions.isLoading) return <Skeleton lines={3} />;
  const lines = transactions.data ?? [];
  if (lines.length === 0)
    return <EmptyState title={<FormattedMessage id="subscription.credits.none" />} />;
  return (
    // Named by the section's "Statement" heading: a caption of its own would say it twice.
    <DataTable
      labelledBy="credits-statement-title"
      columns={columns}
      rows={lines}
      rowId={(line) => line.id}
    />
  );
};

/**
 * The pending purchase's pix, asked once when the page shows it (after a reload, in another
 * tab): the host pays the open purchase rather than start a second one (issue 31).
 */
const usePendingPix = (
  pending: BillingCharge | undefined,
  shown: string | null,
  onPix: (pix: PixPayment) => void,
) => {
  const intl = useIntl();
  const [payByPix] = usePayByPixMutation();
  const asked = useRef<string | null>(null);
  const id = pending?.id;
  useEffect(() => {
    if (!id || id === shown || asked.current === id) return;
    asked.current = id;
    payByPix(id)
      .unwrap()
      .then(onPix)
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  }, [id, shown, payByPix, onPix, intl]);
};

/**
 * Credits: the prepaid balance the paid features draw, bought by pix (owners, on a server that
 * bills), the purchases still open, and the statement. With none left no guest step fails
 * (issue 31).
 */
export const CreditsSection = ({
  canBuy,
  canCancel,
  ended = false,
  openPurchases,
}: {
  canBuy: boolean;
  /** Owners on a server that bills may drop a purchase they no longer want. */
  canCancel: boolean;
  /** Cancelled and the service over: no credits are sold (subscribing again sells them). */
  ended?: boolean;
  openPurchases: BillingCharge[];
}) => {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [pix, setPix] = useState<PixPayment | null>(null);
  const pending = openPurchases.find((purchase) => purchase.status === 'pending');
  usePendingPix(pending, pix?.chargeId ?? null, setPix);
  const [landed, setLanded] = useState<number | null>(null);
  // While a purchase waits for its pix, the balance and statement are read again until it lands.
  const waiting = pix !== null || openPurchases.length > 0;
  const polling = { pollingInterval: waiting ? CREDITS_POLL_MS : 0 };
  const balance = useCreditsQuery(undefined, polling);
  useTransactionsQuery(undefined, polling);
  const before = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (balance.data === undefined) return;
    const was = before.current;
    before.current = balance.data;
    if (!waiting || was === undefined || balance.data <= was) return;
    // Paid: the pix gives way to the news, and the purchase leaves the open ones.
    setPix(null);
    setLanded(balance.data - was);
    dispatch(baseApi.util.invalidateTags(['Subscription']));
  }, [balance.data, waiting, dispatch]);
  return (
    <section className="subscription-credits" aria-labelledby="credits-title">
      <h2 id="credits-title">
        <FormattedMessage id="subscription.credits.title" />
      </h2>
      <p className="subscription-balance">
        <FormattedMessage
          id="subscription.credits.balance"
          values={{
            amount: (
              <strong>
                {balance.data === undefined ? '…' : formatMoney(balance.data, intl.locale)}
              </strong>
            ),
          }}
        />
      </p>
      {landed !== null ? (
        <p role="status" className="subscription-notice subscription-notice-success">
          <FormattedMessage
            id="subscription.credits.landed"
            values={{ amount: formatMoney(landed, intl.locale) }}
          />
        </p>
      ) : null}
      <p>
        <FormattedMessage id="subscription.credits.drawnBy" />
      </p>
      <p className="subscription-muted">
        <FormattedMessage id="subscription.credits.noneLeft" />
      </p>
      {ended ? (
        <p className="subscription-muted">
          <FormattedMessage id="subscription.credits.ended" />
        </p>
      ) : null}
      {canBuy && !pending && !pix ? <BuyCreditsForm onPix={setPix} /> : null}
      {pix ? <PixPanel pix={pix} titleId="subscription.credits.pixTitle" /> : null}
      {openPurchases.length > 0 ? (
        <OpenPurchases
          purchases={openPurchases}
          shown={pix?.chargeId ?? null}
          onPix={setPix}
          canCancel={canCancel}
          // The pix of a purchase cancelled takes no payment: it goes with it.
          onCancelled={(id) => setPix((shown) => (shown?.chargeId === id ? null : shown))}
        />
      ) : null}
      <h3 id="credits-statement-title">
        <FormattedMessage id="subscription.credits.statement" />
      </h3>
      <Statement />
    </section>
  );
};
