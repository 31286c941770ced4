import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSubUser, validationFailed } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aCharge, anOverview, aPayingOverview, openSubscription, PIX } from './subscription-kit';

const STATEMENT = [
  {
    id: 't2',
    amount: -35,
    kind: 'usage',
    description: 'WhatsApp',
    createdAt: '2026-11-28T15:00:00.000Z',
  },
  {
    id: 't1',
    amount: 5000,
    kind: 'purchase',
    description: 'Pix',
    createdAt: '2026-11-27T15:00:00.000Z',
  },
];

const creditsApi = () => {
  let balance = 1500;
  let lines: typeof STATEMENT = [];
  server.use(
    http.get('*/api/credits', () => HttpResponse.json({ data: balance })),
    http.get('*/api/transactions', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${TOKEN}`
        ? HttpResponse.json({ data: lines })
        : HttpResponse.json({}, { status: 401 }),
    ),
  );
  return {
    paid: () => {
      balance = 6465;
      lines = STATEMENT;
    },
  };
};

describe('/u/subscription: credits', () => {
  it('buys credits typed in reais: centavos sent, the pix shown, the statement refreshed', async () => {
    const { user, sent, record } = openSubscription(anOverview());
    const credits = creditsApi();
    server.use(
      http.post('*/api/credits/purchase', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...PIX, chargeId: 'pay_c', amount: 123450 }, { status: 201 });
      }),
    );
    const amount = await screen.findByLabelText(/Amount in reais/);
    const section = screen.getByRole('region', { name: 'Credits' });
    expect(section).toHaveTextContent(
      'Credits pay for the features that cost per use: WhatsApp messages and the CPF check.',
    );
    expect(section).toHaveTextContent(
      'With no credits left no guest is ever stuck: the paid check is skipped (the review says so) and WhatsApp messages go by e-mail instead.',
    );
    expect(within(section).getByText('No movements yet.')).toBeInTheDocument();
    await user.type(amount, '1,234.5');
    await user.click(within(section).getByRole('button', { name: 'Buy credits by pix' }));
    const pix = await within(section).findByRole('region', {
      name: 'Pix for the credits: R$1,234.50',
    });
    expect(within(pix).getByLabelText('Pix copy and paste code')).toHaveValue(PIX.copyPaste);
    expect(sent).toEqual([{ call: 'POST /api/credits/purchase', body: { amount: 123450 } }]);
    // The host pays: the page reads the balance again and the pix gives way to it.
    credits.paid();
    await waitFor(() => expect(section).toHaveTextContent('Balance: R$64.65'), { timeout: 8000 });
    expect(within(section).queryByRole('region', { name: /Pix for the credits/ })).toBeNull();
    const table = await within(section).findByRole('table', { name: 'Statement' });
    // Said once, by its heading: the table is named by it, not by a second caption.
    expect(within(section).getAllByText('Statement')).toHaveLength(1);
    expect(within(table).queryByText('Statement')).toBeNull();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DateKindAmountDescription',
      expect.stringMatching(/^Nov 28, 2026.*Usage-R\$0\.35WhatsApp$/),
      expect.stringMatching(/^Nov 27, 2026.*PurchaseR\$50\.00Pix$/),
    ]);
    expect(within(section).getByText(/Balance:/)).toHaveTextContent('Balance: R$64.65');
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Payment received: R$49.65 in credits added to the balance.',
    );
  });

  it('shows a refunded purchase taken back as a refund, described in the reader’s language', async () => {
    openSubscription(anOverview());
    server.use(
      http.get('*/api/transactions', ({ request }) =>
        HttpResponse.json({
          data: [
            {
              id: 't3',
              amount: -5000,
              kind: 'usage',
              refund: true,
              // The server writes it in the language asked (Accept-Language).
              description:
                request.headers.get('accept-language') === 'en-US'
                  ? 'Pix refunded: the purchase of R$50.00 made on 11/27/2026 was taken from the balance'
                  : 'Pix estornado: a compra de R$ 50,00 de 27/11/2026 foi retirada do saldo',
              createdAt: '2026-11-28T15:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Credits' });
    const table = await within(section).findByRole('table', { name: 'Statement' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /^Nov 28, 2026.*Refund-R\$50\.00Pix refunded: the purchase of R\$50\.00 made on 11\/27\/2026 was taken from the balance$/,
    );
  });

  it('shows a purchase still open after a reload with its pix, instead of a second form', async () => {
    const open = aCharge({ id: 'pay_c', purpose: 'credits', amount: 5000, dueDate: '2026-11-28' });
    const { sent } = openSubscription(anOverview({ openCreditPurchases: [open] }));
    creditsApi();
    const purchases = await screen.findByRole('region', { name: 'Open credit purchases' });
    expect(purchases).toHaveTextContent('R$50.00, ordered on Nov 28, 2026');
    const section = screen.getByRole('region', { name: 'Credits' });
    const pix = await within(section).findByRole('region', { name: /Pix for the credits/ });
    expect(within(pix).getByLabelText('Pix copy and paste code')).toHaveValue(PIX.copyPaste);
    expect(within(purchases).queryByRole('button', { name: 'Show the pix' })).toBeNull();
    expect(screen.queryByLabelText(/Amount in reais/)).toBeNull();
    expect(sent).toEqual([{ call: 'POST /api/billing/charges/pay_c/pix', body: null }]);
  });

  it('cancels an open purchase no longer wanted: its pix goes, another amount can be bought', async () => {
    const open = aCharge({ id: 'pay_c', purpose: 'credits', amount: 5000, dueDate: '2026-11-28' });
    let purchases = [open];
    const { user, sent, record } = openSubscription(() =>
      anOverview({ openCreditPurchases: purchases }),
    );
    creditsApi();
    server.use(
      http.post('*/api/credits/purchases/:id/cancel', async ({ request }) => {
        await record(request);
        purchases = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const region = await screen.findByRole('region', { name: 'Open credit purchases' });
    await screen.findByRole('region', { name: /Pix for the credits/ });
    await user.click(within(region).getByRole('button', { name: 'Cancel the R$50.00 purchase' }));
    expect(
      await screen.findByText('Purchase of R$50.00 cancelled: its pix no longer takes payment.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Open credit purchases' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: /Pix for the credits/ })).toBeNull();
    expect(await screen.findByLabelText(/Amount in reais/)).toBeInTheDocument();
    expect(sent).toContainEqual({ call: 'POST /api/credits/purchases/pay_c/cancel', body: null });
  });

  it.each([
    [
      'en-US',
      'Amount in reais',
      'Buy credits by pix',
      'Enter an amount from R$10.00 to R$10,000.00',
      // Written as every screen writes money in en-US (libs/contracts' formatMoney).
      'From R$10.00 to R$10,000.00',
    ],
    [
      'pt-BR',
      'Valor em reais',
      'Comprar créditos com pix',
      'Informe um valor de R$ 10,00 a R$ 10.000,00',
      'De R$\u00a010,00 a R$\u00a010.000,00',
    ],
  ] as const)(
    'says in %s what amount it takes, before sending',
    async (locale, label, buy, error, hint) => {
      const { user, sent } = openSubscription(anOverview(), { locale });
      creditsApi();
      const amount = await screen.findByLabelText(new RegExp(label));
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(hint));
      await user.type(amount, '9,99');
      await user.click(screen.getByRole('button', { name: buy }));
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(expect.stringContaining(error)),
      );
      expect(sent).toEqual([]);
    },
  );

  it('puts the server’s field error on the field', async () => {
    const { user } = openSubscription(anOverview(), { locale: 'es-ES' });
    creditsApi();
    server.use(
      http.post('*/api/credits/purchase', () =>
        HttpResponse.json(
          validationFailed([
            { field: 'amount', message: 'Indica un importe de R$ 10,00 a R$ 10.000,00' },
          ]),
          { status: 400 },
        ),
      ),
    );
    await user.type(await screen.findByLabelText(/Importe en reales/), '50');
    await user.click(screen.getByRole('button', { name: 'Comprar créditos con pix' }));
    expect(await screen.findByText('Indica un importe de R$ 10,00 a R$ 10.000,00')).toBeVisible();
  });

  it('stops selling once the server says the cancelled service ended while the page was open', async () => {
    const cancelled = {
      cancelledAt: '2026-12-02T12:00:00.000Z',
      nextCharge: null,
      serviceUntil: '2026-12-31',
    };
    let overview = aPayingOverview({ ...cancelled, openCharge: null, charges: [] });
    const { user } = openSubscription(() => overview);
    creditsApi();
    server.use(
      http.post('*/api/credits/purchase', () => {
        overview = { ...overview, status: 'inactive', ended: true };
        return HttpResponse.json(
          {
            statusCode: 402,
            code: 'SUBSCRIPTION_ENDED',
            message:
              'Your subscription was cancelled and its service has ended. Subscribe again on Subscription to create reservations, properties and imports and to buy credits again; what exists keeps working.',
          },
          { status: 402 },
        );
      }),
    );
    await user.type(await screen.findByLabelText(/Amount in reais/), '50');
    await user.click(screen.getByRole('button', { name: 'Buy credits by pix' }));
    const section = screen.getByRole('region', { name: 'Credits' });
    // The page reads the subscription again at the refusal: the form gives way to the reason.
    expect(
      await within(section).findByText(
        'With the subscription cancelled and the service ended, credits cannot be bought. Subscribe again to buy them.',
      ),
    ).toBeVisible();
    expect(within(section).queryByLabelText(/Amount in reais/)).toBeNull();
    expect(
      await screen.findByText(
        /Subscribe again on Subscription to create reservations, properties and imports and to buy credits again/,
      ),
    ).toBeVisible();
  });

  it('lets a sub-user pay a charge, not buy credits nor cancel', async () => {
    const { user } = openSubscription(aPayingOverview(), { user: aSubUser() });
    await user.click(await screen.findByRole('button', { name: 'Pay by pix' }));
    expect(await screen.findByRole('img', { name: 'Pix QR code' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount in reais/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Cancel the subscription/ }),
    ).not.toBeInTheDocument();
  });
});
