import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import type { Delivery } from '../components/review/DeliveriesPanel';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, openReview } from './review-kit';

const attempt = (overrides: Partial<Delivery>): Delivery => ({
  id: 'a1',
  channel: 'email',
  destination: 'c***@example.com',
  template: 'guest-link',
  status: 'sent',
  error: null,
  attemptedAt: '2026-12-01T12:00:00.000Z',
  ...overrides,
});

const sent = [
  attempt({ id: 'a1' }),
  attempt({
    id: 'a2',
    channel: 'whatsapp',
    destination: '+*********5432',
    template: 'chegada_guest_link',
    status: 'failed',
    error: 'WhatsApp 400 (131026): Message undeliverable',
    attemptedAt: '2026-12-01T12:00:05.000Z',
  }),
];

/**
 * The deliveries as the API answers them, for a property whose front desk can be reached
 * unless `frontDeskReachable` is false; a resend adds the attempts the worker makes.
 */
const deliveriesApi = (resent: string[], failure?: Response, frontDeskReachable = true) => {
  let items = sent;
  server.use(
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
      HttpResponse.json({ items, frontDeskReachable }),
    ),
    http.post(`*/api/stays/reservations/${RESERVATION_ID}/resend/:what`, ({ params }) => {
      resent.push(String(params.what));
      if (failure) return failure;
      items = [
        ...items,
        attempt({
          id: 'a3',
          template: 'front-desk-list',
          status: 'sending',
          destination: 'p***@condominio.example',
          attemptedAt: '2026-12-02T12:00:00.000Z',
        }),
      ];
      return HttpResponse.json({ queued: 1 }, { status: 202 });
    }),
  );
};

const panel = async (name: string) => within(await screen.findByRole('region', { name }));

/** An approved stay: its list is the front desk's. */
const approved = () => aReservationPage({ status: 3, statusName: 'ENDED' });

describe('/u/guest/:id: the messages sent', () => {
  const NO_CREDITS = 'NO_CREDITS: no credits left; the message goes by e-mail instead';
  const NOT_SENT = 'NO_CREDITS_NOT_SENT: no credits left and no e-mail of the guest; not sent';
  it.each([
    [
      'en-US',
      'Messages sent',
      NO_CREDITS,
      /Replaced by e-mail: no credits left for WhatsApp; the message went by e-mail/,
    ],
    [
      'pt-BR',
      'Mensagens enviadas',
      NO_CREDITS,
      /Trocada por e-mail: sem créditos para o WhatsApp; a mensagem foi por e-mail/,
    ],
    [
      'en-US',
      'Messages sent',
      NOT_SENT,
      /Failed: no credits left for WhatsApp and the guest has no e-mail/,
    ],
    [
      'pt-BR',
      'Mensagens enviadas',
      NOT_SENT,
      /a pessoa hóspede não tem e-mail: a mensagem não foi enviada/,
    ],
    [
      'es-ES',
      'Mensajes enviados',
      NOT_SENT,
      /la persona huésped no tiene correo: el mensaje no se envió/,
    ],
  ] as const)(
    'says in %s why a WhatsApp went unpaid for lack of credits, and whether it went by e-mail (issue 31)',
    async (locale, title, error, words) => {
      reviewApi();
      server.use(
        http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
          HttpResponse.json({
            items: [
              attempt({
                channel: 'whatsapp',
                template: 'chegada_guest_link',
                status: 'failed',
                error,
              }),
            ],
            frontDeskReachable: true,
          }),
        ),
      );
      openReview(locale);
      const messages = await panel(title);
      expect(await messages.findByText(words)).toBeInTheDocument();
      expect(messages.queryByText(/NO_CREDITS/)).toBeNull();
    },
  );

  // Walks of issue 32: the answers to a data request, and the e-mail telling a companion her
  // deletion is complete (walk56), read as raw template keys.
  it.each([
    [
      'en-US',
      'Messages sent',
      ['Answer to a data request (LGPD)', 'Copy of the data (LGPD)', 'Deletion completed (LGPD)'],
    ],
    [
      'pt-BR',
      'Mensagens enviadas',
      ['Resposta ao pedido de dados (LGPD)', 'Cópia dos dados (LGPD)', 'Exclusão concluída (LGPD)'],
    ],
    [
      'es-ES',
      'Mensajes enviados',
      [
        'Respuesta a la solicitud de datos (LGPD)',
        'Copia de los datos (LGPD)',
        'Eliminación completada (LGPD)',
      ],
    ],
  ] as const)('in %s, names the answers to a data request', async (locale, title, names) => {
    reviewApi();
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
        HttpResponse.json({
          items: [
            attempt({ id: 'd1', template: 'data-request-answer' }),
            attempt({ id: 'd2', template: 'data-copy' }),
            attempt({ id: 'd3', template: 'data-request-completed' }),
          ],
          frontDeskReachable: true,
        }),
      ),
    );
    openReview(locale);
    const messages = await panel(title);
    for (const name of names)
      expect(await messages.findByText(new RegExp(name.replace(/[()]/g, '\\$&')))).toBeVisible();
    expect(messages.queryByText(/data-request-answer|data-request-completed|data-copy/)).toBeNull();
  });

  // Walk of issue 30: a move of dates by WhatsApp is "new dates", whichever way they moved,
  // under its template of before too.
  it.each([
    ['pt-BR', 'Mensagens enviadas', 'Novas datas'],
    ['en-US', 'Messages sent', 'New dates'],
    ['es-ES', 'Mensajes enviados', 'Nuevas fechas'],
  ] as const)('in %s, names a WhatsApp of new dates as such', async (locale, title, words) => {
    reviewApi();
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
        HttpResponse.json({
          items: [
            attempt({ id: 'n1', channel: 'whatsapp', template: 'chegada_new_dates' }),
            attempt({ id: 'n2', channel: 'whatsapp', template: 'chegada_checkout_extended' }),
          ],
          frontDeskReachable: true,
        }),
      ),
    );
    openReview(locale);
    const messages = await panel(title);
    expect(await messages.findAllByText(new RegExp(`^${words}`))).toHaveLength(2);
    expect(messages.queryByText(/chegada_|extended|prorrogad/)).toBeNull();
  });

  // Issue 30: an imported stay whose link waits for "N days before check-in" says when it goes.
  it.each([
    ['en-US', 'Messages sent', 'The guest link will be sent on 12/12/2026, 2:00 PM.'],
    ['pt-BR', 'Mensagens enviadas', 'O link do hóspede será enviado em 12/12/2026, 14:00.'],
    ['es-ES', 'Mensajes enviados', 'El enlace del huésped se enviará el 12/12/2026, 14:00.'],
  ] as const)('in %s, says when a waiting guest link will be sent', async (locale, title, when) => {
    const page = aReservationPage({
      status: 0,
      statusName: 'TO_FORM',
      importedFrom: 'stays',
      guestLinkDueAt: '2026-12-12T17:00:00.000Z',
      form: {},
    });
    reviewApi({ page });
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
        HttpResponse.json({ items: [], frontDeskReachable: true }),
      ),
    );
    openReview(locale);
    const messages = await panel(title);
    expect(await messages.findByText(when)).toBeInTheDocument();
  });

  // Issue 30's walk: an imported stay's link may never have gone; "again" only after a send.
  it.each([
    ['en-US', 'Messages sent', 'Send the guest link', 'Send the guest link again'],
    [
      'pt-BR',
      'Mensagens enviadas',
      'Enviar o link à pessoa hóspede',
      'Reenviar o link à pessoa hóspede',
    ],
    [
      'es-ES',
      'Mensajes enviados',
      'Enviar el enlace a la persona huésped',
      'Reenviar el enlace a la persona huésped',
    ],
  ] as const)(
    'in %s, offers to send a link never sent, and to send it again once it went',
    async (locale, title, send, again) => {
      const failed = attempt({
        id: 'f1',
        status: 'failed',
        error: 'SMTP 550: mailbox unavailable',
      });
      let items = [failed];
      reviewApi({ page: aReservationPage({ status: 0, importedFrom: 'ical', form: {} }) });
      server.use(
        http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
          HttpResponse.json({ items, frontDeskReachable: true }),
        ),
        http.post(`*/api/stays/reservations/${RESERVATION_ID}/resend/guest-link`, () => {
          items = [...items, attempt({ id: 'a9', status: 'sending' })];
          return HttpResponse.json({ queued: 1 }, { status: 202 });
        }),
      );
      const { user } = renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
      const messages = await panel(title);
      // Only a failed attempt so far: the link never reached the guest.
      await user.click(await messages.findByRole('button', { name: send }));
      expect(await messages.findByRole('button', { name: again })).toBeEnabled();
      expect(messages.queryByRole('button', { name: send })).not.toBeInTheDocument();
    },
  );

  it('says nothing of a waiting link once a guest link was sent', async () => {
    reviewApi({
      page: aReservationPage({ status: 0, guestLinkDueAt: '2026-12-12T17:00:00.000Z' }),
    });
    deliveriesApi([]);
    openReview();
    const messages = await panel('Messages sent');
    await messages.findByText(/Check-in link · E-mail to/);
    expect(messages.queryByText(/will be sent on/)).not.toBeInTheDocument();
  });

  it('lists each attempt, newest first, with its channel, masked destination, status and error', async () => {
    reviewApi();
    deliveriesApi([]);
    openReview();
    const messages = await panel('Messages sent');
    const items = await messages.findAllByRole('listitem');
    // On the property's clock (São Paulo), whatever the browser's zone.
    expect(items.map((item) => item.textContent)).toEqual([
      'Check-in link · WhatsApp to +*********5432Failed: WhatsApp 400 (131026): Message undeliverable · 12/1/2026, 9:00 AM',
      'Check-in link · E-mail to c***@example.comSent · 12/1/2026, 9:00 AM',
    ]);
  });

  it('sends the front desk list of an approved stay again and shows the new attempt', async () => {
    const resent: string[] = [];
    reviewApi({ page: approved() });
    deliveriesApi(resent);
    const { user } = openReview('pt-BR');
    const messages = await panel('Mensagens enviadas');
    await messages.findByText(/Link da ficha · E-mail para/);
    await user.click(messages.getByRole('button', { name: 'Reenviar a lista à portaria' }));
    expect(await screen.findByText('Mensagem na fila de envio')).toBeInTheDocument();
    expect(
      await messages.findByText('Lista da portaria · E-mail para p***@condominio.example'),
    ).toBeInTheDocument();
    expect(messages.getByText('Enviando')).toBeInTheDocument();
    expect(resent).toEqual(['front-desk-list']);
  });

  it('says why nothing was sent again when nobody can receive it', async () => {
    const resent: string[] = [];
    reviewApi();
    deliveriesApi(
      resent,
      HttpResponse.json(
        {
          statusCode: 422,
          code: 'NO_RECIPIENT',
          message: 'There is no e-mail or phone to send this message to',
        },
        { status: 422 },
      ),
    );
    const { user } = openReview();
    const messages = await panel('Messages sent');
    await user.click(await messages.findByRole('button', { name: 'Send the guest link again' }));
    expect(
      await screen.findByText('There is no e-mail or phone to send this message to'),
    ).toBeInTheDocument();
    expect(resent).toEqual(['guest-link']);
  });

  // Issue 27: the list goes by itself on approval; before, there is none to send again.
  it('offers the guest link but not the front desk list before approval', async () => {
    reviewApi();
    deliveriesApi([]);
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale: 'en-US' });
    const messages = await panel('Messages sent');
    expect(
      await messages.findByRole('button', { name: 'Send the guest link again' }),
    ).toBeEnabled();
    expect(
      messages.queryByRole('button', { name: 'Send the front desk list again' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    [
      'en-US',
      'Messages sent',
      'Send the front desk list again',
      'This property has no front desk contact with an e-mail or WhatsApp: add one to send the list.',
    ],
    [
      'pt-BR',
      'Mensagens enviadas',
      'Reenviar a lista à portaria',
      'Nenhum contato de portaria com e-mail ou WhatsApp neste imóvel: cadastre um para enviar a lista.',
    ],
    [
      'es-ES',
      'Mensajes enviados',
      'Reenviar la lista a la recepción',
      'Este inmueble no tiene contacto de recepción con correo o WhatsApp: añade uno para enviar la lista.',
    ],
  ] as const)(
    'in %s, says why the list cannot go when the property has no front desk to reach',
    async (locale, title, resend, why) => {
      const resent: string[] = [];
      reviewApi({ page: approved() });
      deliveriesApi(resent, undefined, false);
      const { user } = renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
      const messages = await panel(title);
      const button = await messages.findByRole('button', { name: resend });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription(why);
      await user.click(button);
      expect(resent).toEqual([]);
    },
  );

  // Issue 27: a cancelled stay's list would let in guests whose access ended.
  it('offers neither the guest link nor the front desk list again once the reservation is cancelled', async () => {
    reviewApi({ page: aReservationPage({ status: 6, cancelMotive: 'Plans changed' }) });
    deliveriesApi([]);
    openReview();
    const messages = await panel('Messages sent');
    expect((await messages.findAllByText(/Check-in link/)).length).toBeGreaterThan(0);
    expect(
      messages.queryByRole('button', { name: 'Send the front desk list again' }),
    ).not.toBeInTheDocument();
    expect(
      messages.queryByRole('button', { name: 'Send the guest link again' }),
    ).not.toBeInTheDocument();
  });
});
