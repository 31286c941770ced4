import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import {
  aCharge,
  anOverview,
  aPayingOverview,
  BIG_TIER,
  openSubscription,
  PIX,
} from './subscription-kit';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

const PAID_IN_NOVEMBER = aCharge({
  id: 'pay_0',
  dueDate: '2026-11-01',
  status: 'paid',
  receiptUrl: 'https://asaas.test/comprovantes/pay_0',
  paidAt: '2026-11-01T13:00:00.000Z',
});

describe('/u/subscription: the plan', () => {
  it('shows the trial, its end, the properties’ tier and the first charge to come', async () => {
    openSubscription(anOverview());
    const yours = await screen.findByText('your tier');
    expect(fact('Plan')).toHaveTextContent('Free trial');
    expect(fact('Status')).toHaveTextContent('On trial');
    expect(fact('Trial ends')).toHaveTextContent('in 20 daysDecember 20, 2026');
    expect(fact('Properties')).toHaveTextContent('3Temporada (1–5 properties, R$99.00 a month)');
    expect(fact('Next charge')).toHaveTextContent('R$99.00due on December 20, 2026');
    expect(yours.closest('tr')).toHaveTextContent('1 to 5your tierR$99.00');
    expect(screen.getByText('No invoices yet. The first comes when the trial ends.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay by pix' })).not.toBeInTheDocument();
  });

  it('says billing is not configured, and offers nothing to pay or buy', async () => {
    // The trial's date went by: with no billing it runs on, and the page never says it ended.
    const page = anOverview({
      billing: 'not-configured',
      nextCharge: null,
      trialEndsAt: '2026-11-19T15:00:00.000Z',
      trialDaysLeft: 0,
    });
    openSubscription(page);
    expect(
      await screen.findByText(
        'Billing is not configured on this server: nothing is charged and the trial runs on.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(fact('Trial ends')).toHaveTextContent(/^Not while billing is off$/);
    expect(fact('Next charge')).toHaveTextContent(/^None: billing is off$/);
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount in reais/)).not.toBeInTheDocument();
    expect(screen.getByText(/Balance:/)).toHaveTextContent('Balance: R$15.00');
  });

  it('billing off, a trial cancelled: says it ended, and still lists the invoices paid', async () => {
    const paid = PAID_IN_NOVEMBER;
    openSubscription(
      anOverview({
        billing: 'not-configured',
        nextCharge: null,
        cancelledAt: '2026-12-02T12:00:00.000Z',
        ended: true,
        serviceUntil: '2026-12-02',
        charges: [paid],
      }),
    );
    expect(
      await screen.findByText('Billing is not configured on this server: nothing is charged.'),
    ).toBeVisible();
    expect(screen.getByText(/Subscription cancelled on/)).toHaveTextContent(
      'The service ended on December 2, 2026.',
    );
    expect(fact('Status')).toHaveTextContent('Endedservice ended on December 2, 2026');
    expect(screen.queryByText('Trial ends', { selector: 'dt' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Nov 1, 2026R$99.00Paid');
    expect(screen.queryByRole('button', { name: 'Pay by pix' })).not.toBeInTheDocument();
  });

  it('tells when the properties passed the billed tier: the new one from the next charge', async () => {
    openSubscription(aPayingOverview({ properties: 7, tier: BIG_TIER, openCharge: null }));
    expect(
      await screen.findByText(
        'You have 7 properties: from the next charge on, you are billed for Temporada (6–20 properties, R$199.00 a month). The current charge stays as it is (no proration).',
      ),
    ).toBeInTheDocument();
  });
});

describe('/u/subscription: paying', () => {
  it('shows the open charge’s pix: QR, copia e cola copied, other ways in a new tab', async () => {
    const { user, sent } = openSubscription(aPayingOverview());
    const charge = await screen.findByRole('region', { name: 'Open charge' });
    expect(charge).toHaveTextContent('R$99.00, due on December 1, 2026');
    await user.click(within(charge).getByRole('button', { name: 'Pay by pix' }));
    expect(await within(charge).findByRole('img', { name: 'Pix QR code' })).toHaveAttribute(
      'src',
      PIX.qrCode,
    );
    const code = within(charge).getByLabelText('Pix copy and paste code');
    expect(code).toHaveValue(PIX.copyPaste);
    expect(code).toHaveAttribute('readonly');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(charge).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(PIX.copyPaste);
    expect(within(charge).getByRole('status')).toHaveTextContent('Code copied.');
    const other = within(charge).getByRole('link', { name: /Other ways to pay \(boleto, card\)/ });
    expect(other).toHaveAttribute('href', PIX.invoiceUrl);
    expect(other).toHaveAttribute('target', '_blank');
    expect(sent).toEqual([{ call: 'POST /api/billing/charges/pay_1/pix', body: null }]);
  });

  it('leaves the code selected when the browser refuses the clipboard', async () => {
    const { user } = openSubscription(aPayingOverview());
    await user.click(await screen.findByRole('button', { name: 'Pay by pix' }));
    const code = await screen.findByLabelText('Pix copy and paste code');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText(/Could not copy automatically: the code is selected/),
    ).toBeInTheDocument();
    expect(code).toHaveFocus();
  });

  it('draws the QR from the copia e cola when the provider’s image will not show', async () => {
    const { user } = openSubscription(aPayingOverview());
    await user.click(await screen.findByRole('button', { name: 'Pay by pix' }));
    fireEvent.error(await screen.findByRole('img', { name: 'Pix QR code' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Pix QR code' }).getAttribute('src')).toMatch(
        /^data:image\/svg\+xml/,
      ),
    );
  });

  it('highlights an overdue charge with the grace days left, and the inactive account', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T12:00:00'), advanceTimers: true });
    const overdue = aCharge({ status: 'overdue' });
    openSubscription(
      aPayingOverview({ status: 'inactive', openCharge: overdue, charges: [overdue] }),
    );
    const charge = await screen.findByRole('region', { name: 'Overdue charge' });
    expect(charge).toHaveClass('subscription-charge-late');
    expect(charge).toHaveTextContent(
      '3 days left: unpaid after December 6, 2026, the account becomes inactive.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your subscription is inactive for lack of payment',
    );
    expect(fact('Status')).toHaveTextContent('Inactive');
    jest.useRealTimers();
  });

  it.each([
    ['en-US', /charges to pay/, '2 charges to pay, R$148.00 in all', 'R$49.00, was due on'],
    ['pt-BR', /cobranças a pagar/, '2 cobranças a pagar, R$ 148,00 no total', 'R$ 49,00, venceu'],
    ['es-ES', /cobros por pagar/, '2 cobros por pagar, R$ 148,00 en total', 'R$ 49,00, venció'],
  ] as const)(
    'shows every charge left unpaid and what they add up to (%s)',
    async (locale, owed, total, newer) => {
      jest.useFakeTimers({ now: new Date('2026-12-20T12:00:00'), advanceTimers: true });
      const first = aCharge({ id: 'pay_1', status: 'overdue', amount: 9900 });
      const second = aCharge({ id: 'pay_2', amount: 4900, dueDate: '2026-12-10' });
      openSubscription(
        aPayingOverview({
          status: 'inactive',
          openCharge: first,
          openCharges: [first, second],
          charges: [second, first],
        }),
        { locale },
      );
      expect(await screen.findByText(owed)).toHaveTextContent(total);
      const charges = screen.getAllByRole('region', { name: /R\$/ });
      expect(charges).toHaveLength(2);
      expect(charges[1]).toHaveTextContent(newer);
      for (const charge of charges) expect(within(charge).getByRole('button')).toBeEnabled();
      jest.useRealTimers();
    },
  );

  it.each([
    ['es-ES', 'Cobro vencido', 'R$ 99,00, venció el 1 de diciembre de 2026'],
    ['pt-BR', 'Cobrança vencida', 'R$ 99,00, venceu em 1 de dezembro de 2026'],
    ['en-US', 'Overdue charge', 'R$99.00, was due on December 1, 2026'],
  ] as const)('words a due date already past as past (%s)', async (locale, title, text) => {
    jest.useFakeTimers({ now: new Date('2026-12-03T12:00:00'), advanceTimers: true });
    const overdue = aCharge({ status: 'overdue' });
    openSubscription(aPayingOverview({ openCharge: overdue, charges: [overdue] }), { locale });
    const charge = await screen.findByRole('region', { name: title });
    expect(charge).toHaveTextContent(text);
    jest.useRealTimers();
  });

  it('lists the invoices with their status and receipt', async () => {
    const paid = PAID_IN_NOVEMBER;
    openSubscription(
      aPayingOverview({ openCharge: null, charges: [aCharge({ status: 'refunded' }), paid] }),
    );
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row');
    // A refunded charge's page takes no payment: no link to it.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Due dateAmountStatusReceipt',
      'Dec 1, 2026R$99.00Refundedcounts as unpaid-',
      'Nov 1, 2026R$99.00PaidView receipt',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      'https://asaas.test/comprovantes/pay_0',
    );
  });
});

describe('/u/subscription: a refund', () => {
  it('explains a refunded payment and offers the new charge that bills it again', async () => {
    const refunded = aCharge({ status: 'refunded', receiptUrl: 'https://asaas.test/c/pay_1' });
    const again = aCharge({ id: 'pay_2', dueDate: '2026-12-05', replaces: 'pay_1' });
    const { user, sent } = openSubscription(
      aPayingOverview({ openCharge: again, charges: [again, refunded] }),
    );
    const charge = await screen.findByRole('region', {
      name: 'New charge for a refunded payment',
    });
    expect(charge).toHaveTextContent(
      'The payment due on December 1, 2026 was refunded by the payment provider (the money went back to the payer) and counts as unpaid again. A new charge of the same amount replaces it: the refunded one takes no more payments.',
    );
    const rows = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Due dateAmountStatusReceipt',
      'Dec 5, 2026R$99.00Openreplaces the refunded one of Dec 1, 2026View invoice',
      'Dec 1, 2026R$99.00Refundedcharged again on Dec 5, 2026View receipt',
    ]);
    await user.click(within(charge).getByRole('button', { name: 'Pay by pix' }));
    await within(charge).findByRole('img', { name: 'Pix QR code' });
    expect(sent).toEqual([{ call: 'POST /api/billing/charges/pay_2/pix', body: null }]);
  });
});

describe('/u/subscription: a payment lands', () => {
  afterEach(() => jest.useRealTimers());

  it('says so while the page is open, without a reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let overview = aPayingOverview();
    openSubscription(() => overview);
    await screen.findByRole('region', { name: 'Open charge' });
    overview = aPayingOverview({
      openCharge: null,
      charges: [aCharge({ status: 'paid', paidAt: '2026-12-01T13:00:00.000Z' })],
    });
    await act(() => jest.advanceTimersByTimeAsync(16_000));
    expect(
      await screen.findByText(
        'Payment of R$99.00 received. Thank you! Your subscription is active.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Open charge' })).toBeNull();
  });
});

describe('/u/subscription: inactive', () => {
  it('offers the charge’s page to pay, opened by the host’s click in a new tab', async () => {
    const overdue = aCharge({ status: 'overdue' });
    openSubscription(
      aPayingOverview({ status: 'inactive', openCharge: overdue, charges: [overdue] }),
    );
    const alert = await screen.findByRole('alert');
    const pay = within(alert).getByRole('link', { name: 'Pay now (opens in a new tab)' });
    expect(pay).toHaveAttribute('href', overdue.invoiceUrl);
    expect(pay).toHaveAttribute('target', '_blank');
    expect(window.open).not.toHaveBeenCalled();
  });
});

describe('/u/subscription: cancelling', () => {
  /** Opens "Cancel the subscription…"; answers its dialog once it says `says` in full. */
  const openCancelDialog = async (user: Pick<UserEvent, 'click'>, says: string) => {
    await user.click(await screen.findByRole('button', { name: 'Cancel the subscription…' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the subscription?' });
    await waitFor(() => expect(dialog).toHaveTextContent(says));
    return dialog;
  };

  it('asks first, saying the data is kept 5 years and the paid period runs on', async () => {
    let overview = aPayingOverview({
      openCharge: null,
      charges: [aCharge({ status: 'paid' })],
      // The last day of the period paid, inclusive: as the payment e-mail ends it.
      serviceUntil: '2026-12-31',
    });
    const { user, record, sent } = openSubscription(() => overview);
    server.use(
      http.post('*/api/billing/subscription/cancel', async ({ request }) => {
        await record(request);
        overview = { ...overview, cancelledAt: '2026-12-02T12:00:00.000Z', nextCharge: null };
        return HttpResponse.json(overview);
      }),
      http.post('*/api/billing/subscription/resume', async ({ request }) => {
        await record(request);
        overview = { ...overview, cancelledAt: null };
        return HttpResponse.json(overview);
      }),
    );
    const dialog = await openCancelDialog(
      user,
      'Nothing more will be charged and the service runs until December 31, 2026. Your data is kept for up to 5 years after the cancellation, then deleted. Your credits (R$15.00) stay in the account and keep paying for WhatsApp messages and CPF checks; they are not refunded.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the subscription' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel the subscription…' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the subscription' }));
    expect(
      await screen.findByText(
        'Subscription cancelled on December 2, 2026: nothing more will be charged. The service runs until December 31, 2026. Your credits stay in the account, and your data is kept for up to 5 years after the cancellation.',
      ),
    ).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Cancelledservice until December 31, 2026');
    expect(sent).toEqual([{ call: 'POST /api/billing/subscription/cancel', body: null }]);
    expect(
      screen.queryByRole('button', { name: 'Cancel the subscription…' }),
    ).not.toBeInTheDocument();

    // Changed their mind: subscribing again.
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByRole('button', { name: 'Cancel the subscription…' })).toBeVisible();
    expect(screen.queryByText(/Subscription cancelled on/)).toBeNull();
    expect(sent.map((one) => one.call)).toEqual([
      'POST /api/billing/subscription/cancel',
      'POST /api/billing/subscription/resume',
    ]);
  });

  it('offers cancelling during the trial too: the trial ends now, nothing is charged', async () => {
    let overview = anOverview();
    const { user, record, sent } = openSubscription(() => overview);
    server.use(
      http.post('*/api/billing/subscription/cancel', async ({ request }) => {
        await record(request);
        overview = {
          ...overview,
          status: 'inactive',
          trialEndsAt: null,
          trialDaysLeft: null,
          nextCharge: null,
          cancelledAt: '2026-12-02T12:00:00.000Z',
          ended: true,
          serviceUntil: '2026-12-02',
        };
        return HttpResponse.json(overview);
      }),
    );
    const dialog = await openCancelDialog(
      user,
      'The free trial ends now and nothing will be charged. Your data is kept for up to 5 years after the cancellation, then deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    expect(
      await screen.findByText(
        'Subscription cancelled on December 2, 2026: nothing more will be charged. The service ended on December 2, 2026. Your credits stay in the account, and your data is kept for up to 5 years after the cancellation.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'POST /api/billing/subscription/cancel', body: null }]);
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
    expect(screen.getByText('No invoices: nothing was charged.')).toBeVisible();
    // Issue 31: no longer a running trial, and no credits sold while the service is over.
    expect(fact('Plan')).toHaveTextContent('Free trial (cancelled)');
    // As the header says: ended, not a red "Inactive".
    expect(fact('Status')).toHaveTextContent('Endedservice ended on December 2, 2026');
    expect(screen.queryByLabelText(/Amount in reais/)).toBeNull();
    expect(
      screen.getByText(
        'With the subscription cancelled and the service ended, credits cannot be bought. Subscribe again to buy them.',
      ),
    ).toBeVisible();
  });
});
