import type { BillingCharge, ChargeStatus } from '@chegada/contracts';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DataTable,
  EmptyState,
  StatusBadge,
  type BadgeTone,
  type Column,
} from '../../../components/ui';
import { formatMoney } from '../../../lib/i18n/format';
import { calendarDay } from './billing-dates';

const TONE: Record<ChargeStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  overdue: 'danger',
  refunded: 'danger',
  cancelled: 'neutral',
};

const PAYABLE: readonly ChargeStatus[] = ['pending', 'overdue'];

/** The receipt once paid; before that, the provider's page of the charge, while it takes one. */
const DocumentLink = ({ charge }: { charge: BillingCharge }) => {
  const url = charge.receiptUrl ?? (PAYABLE.includes(charge.status) ? charge.invoiceUrl : null);
  if (!url) return <>-</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <FormattedMessage
        id={charge.receiptUrl ? 'subscription.invoices.receipt' : 'subscription.invoices.invoice'}
      />
    </a>
  );
};

/** A refund and the new charge that bills it name each other. */
const RefundLink = ({ charge, charges }: { charge: BillingCharge; charges: BillingCharge[] }) => {
  const intl = useIntl();
  const again = charges.find((one) => one.replaces === charge.id && one.status !== 'cancelled');
  const refunded = charges.find((one) => one.id === charge.replaces);
  if (!again && !refunded && charge.status !== 'refunded') return null;
  const day = (date: string) => intl.formatDate(calendarDay(date), { dateStyle: 'medium' });
  return (
    <small className="subscription-fact-note">
      {refunded ? (
        <FormattedMessage
          id="subscription.invoices.billsAgain"
          values={{ date: day(refunded.dueDate) }}
        />
      ) : again ? (
        <FormattedMessage
          id="subscription.invoices.billedAgain"
          values={{ date: day(again.dueDate) }}
        />
      ) : (
        <FormattedMessage id="subscription.invoices.countsUnpaid" />
      )}
    </small>
  );
};

/** The subscription's charges, newest first: due date, amount, status, receipt. */
export const InvoicesTable = ({
  charges,
  cancelled = false,
}: {
  charges: BillingCharge[];
  /** Cancelled: no first invoice is coming. */
  cancelled?: boolean;
}) => {
  const intl = useIntl();
  const columns = useMemo((): Column<BillingCharge>[] => {
    const header = (id: string) => intl.formatMessage({ id: `subscription.invoices.${id}` });
    return [
      {
        id: 'dueDate',
        header: header('dueDate'),
        rowHeader: true,
        cell: (charge) => intl.formatDate(calendarDay(charge.dueDate), { dateStyle: 'medium' }),
      },
      {
        id: 'amount',
        header: header('amount'),
        cell: (charge) => formatMoney(charge.amount, intl.locale),
      },
      {
        id: 'status',
        header: header('status'),
        // One box: on a phone the cell is a flex row, which would stretch the badge beside the note.
        cell: (charge) => (
          <div className="subscription-status-cell">
            <StatusBadge tone={TONE[charge.status]}>
              <FormattedMessage id={`subscription.charge.status.${charge.status}`} />
            </StatusBadge>
            <RefundLink charge={charge} charges={charges} />
          </div>
        ),
      },
      {
        id: 'receipt',
        header: header('receiptColumn'),
        cell: (charge) => <DocumentLink charge={charge} />,
      },
    ];
  }, [intl, charges]);
  if (charges.length === 0)
    return (
      <EmptyState
        title={
          <FormattedMessage
            id={cancelled ? 'subscription.invoices.noneCancelled' : 'subscription.invoices.none'}
          />
        }
      />
    );
  return (
    <DataTable
      caption={intl.formatMessage({ id: 'subscription.invoices.title' })}
      columns={columns}
      rows={charges}
      rowId={(charge) => charge.id}
    />
  );
};
