import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { recordPosts, server } from '../../../testing/server';
import { aSessionUser } from '../../../testing/fixtures';
import { TOKEN } from '../../../testing/session-handlers';
import { PROPERTY_ID, reservationsApi } from './reservations-kit';

const NEW_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

// Only Date is faked: timers, microtasks and frames run for real, as MSW and the DOM need them.
const fakeOnlyDate = (now: string) =>
  jest.useFakeTimers({
    now: Date.parse(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });

describe('new reservation', () => {
  it('starts the check-in on the property’s today, not UTC’s', async () => {
    // 01:30 UTC on 1 December is still 30 November, 22:30, in São Paulo.
    fakeOnlyDate('2026-12-01T01:30:00Z');
    try {
      reservationsApi({ items: [] });
      const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
      await screen.findByText('No reservations here');
      await user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
      expect(within(dialog).getByLabelText(/Check-in date/)).toHaveValue('2026-11-30');
    } finally {
      jest.useRealTimers();
    }
  });

  it('creates one on the property’s clock and hands over the guest link to send', async () => {
    reservationsApi({ items: [] });
    const bodies = recordPosts('*/api/stays/reservations', {
      success: true,
      message: 'Reservation created',
      data: { id: NEW_ID },
      guestPhoneE164: null,
    });
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await screen.findByText('No reservations here');
    await user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Guest name' }), 'Pedro Alves');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Guest email' }),
      'pedro@example.com',
    );
    const checkIn = within(dialog).getByLabelText(/Check-in date/);
    await user.clear(checkIn);
    await user.type(checkIn, '2027-04-01');
    await user.type(within(dialog).getByLabelText(/Check-out date/), '2027-04-04');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Source' }), 'Airbnb');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Guest language' }),
      'Español (España)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByText('Reservation created')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        residenceId: PROPERTY_ID,
        guestName: 'Pedro Alves',
        guestEmail: 'pedro@example.com',
        guestPhone: null,
        CheckIn: '2027-04-01T14:00:00-03:00',
        checkout: '2027-04-04T11:00:00-03:00',
        source: 'airbnb',
        maxGuests: 2,
        language: 'es-ES',
      },
    ]);
    const sent = await screen.findByRole('dialog', { name: 'Reservation created' });
    expect(
      within(sent).getByText(`http://localhost/p/formdata/pousada-mar/airbnb/${NEW_ID}`),
    ).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'Send link by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:pedro@example.com\?subject=Check-in%20de%20su%20reserva/),
    );
    expect(await within(sent).findByRole('img', { name: /^QR code of / })).toBeInTheDocument();
  });

  it('sends the link by WhatsApp to the phone in E.164 the API answers, with its +55', async () => {
    reservationsApi({ items: [] });
    recordPosts('*/api/stays/reservations', {
      success: true,
      message: 'Reservation created',
      data: { id: NEW_ID },
      guestPhoneE164: '+5548991112233',
    });
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await screen.findByText('No reservations here');
    await user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Guest name' }), 'Pedro Alves');
    await user.type(within(dialog).getByLabelText(/Guest WhatsApp/), '48991112233');
    await user.type(within(dialog).getByLabelText(/Check-out date/), '2099-04-04');
    await user.click(within(dialog).getByRole('button', { name: 'Create reservation' }));
    const sent = await screen.findByRole('dialog', { name: 'Reservation created' });
    expect(within(sent).getByRole('link', { name: 'Send link by WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5548991112233\?text=/),
    );
  });

  it('links the refusal of an account that became inactive to the subscription, the form kept (issue 31)', async () => {
    reservationsApi({ items: [] });
    // The session read again after the refusal says what the server says: inactive.
    let refused = false;
    const inactive = { status: 'inactive' as const, plan: { name: 'Temporada' }, ended: false };
    server.use(
      http.get('*/api/me', () =>
        HttpResponse.json(
          aSessionUser(
            refused
              ? { currentSubscription: { ...inactive, trialDaysLeft: null, paymentLink: null } }
              : {},
          ),
        ),
      ),
      http.post('*/api/stays/reservations', () => {
        refused = true;
        return HttpResponse.json(
          {
            statusCode: 402,
            code: 'SUBSCRIPTION_INACTIVE',
            message: 'Your subscription is inactive for lack of payment.',
          },
          { status: 402 },
        );
      }),
    );
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await screen.findByText('No reservations here');
    await user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Guest name' }), 'Pedro Alves');
    await user.type(within(dialog).getByLabelText(/Check-out date/), '2099-04-04');
    await user.click(within(dialog).getByRole('button', { name: 'Create reservation' }));
    // Said inside the open form, where a screen reader's user is (not in a toast outside it).
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Your subscription is inactive for lack of payment/);
    const link = within(alert).getByRole('link', {
      name: 'Go to the subscription (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/u/subscription');
    expect(link).toHaveAttribute('target', '_blank');
    // The page's notice shows the account inactive; the form stays open with what was typed.
    await screen.findByRole('note', { hidden: true });
    expect(screen.getByRole('dialog', { name: 'New reservation' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Guest name' })).toHaveValue('Pedro Alves');
  });

  it('asks for a property first when the account has none', async () => {
    reservationsApi({ items: [] });
    server.use(
      http.get('*/api/residences', () => HttpResponse.json({ items: [], total: 0, lastPage: 1 })),
    );
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await screen.findByText('No reservations here');
    await user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Add a property before creating reservations.');
    expect(within(dialog).getByRole('link', { name: 'Add a property' })).toHaveAttribute(
      'href',
      '/u/houses',
    );
  });

  // Issue 27: the host must not send the link a second time by a channel it already went by.
  const created = {
    'en-US': {
      new: 'New reservation',
      empty: 'No reservations here',
      name: 'Guest name',
      phone: /Guest WhatsApp/,
      checkout: /Check-out date/,
      create: 'Create reservation',
      title: 'Reservation created',
      sent: 'The check-in link is already on its way to Pedro Alves by e-mail and WhatsApp, automatically: no need to send it again. To send it another way too:',
      notSent: 'The check-in link was not sent automatically: send it to Pedro Alves:',
    },
    'pt-BR': {
      new: 'Nova reserva',
      empty: 'Nenhuma reserva por aqui',
      name: 'Nome do hóspede',
      phone: /WhatsApp do hóspede/,
      checkout: /Data do check-out/,
      create: 'Criar reserva',
      title: 'Reserva criada',
      sent: 'O link de check-in já está a caminho de Pedro Alves por e-mail e WhatsApp, automaticamente: não é preciso enviá-lo de novo. Para enviar também de outro jeito:',
      notSent: 'O link de check-in não foi enviado automaticamente: envie-o para Pedro Alves:',
    },
    'es-ES': {
      new: 'Nueva reserva',
      empty: 'No hay reservas aquí',
      name: 'Nombre del huésped',
      phone: /WhatsApp del huésped/,
      checkout: /Fecha de check-out/,
      create: 'Crear reserva',
      title: 'Reserva creada',
      sent: 'El enlace de check-in ya va de camino a Pedro Alves por correo electrónico y WhatsApp, automáticamente: no hace falta enviarlo de nuevo. Para enviarlo también de otra forma:',
      notSent: 'El enlace de check-in no se envió automáticamente: envíaselo a Pedro Alves:',
    },
  } as const;

  /** Creates Pedro's reservation in `locale`; the API answers that the link went by `sentBy`. */
  const createSentBy = async (locale: keyof typeof created, sentBy: string[]) => {
    const t = created[locale];
    reservationsApi({ items: [] });
    recordPosts('*/api/stays/reservations', {
      success: true,
      message: t.title,
      data: { id: NEW_ID },
      guestPhoneE164: '+5548991112233',
      guestLinkSentBy: sentBy,
    });
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale });
    await screen.findByText(t.empty);
    await user.click(screen.getAllByRole('button', { name: t.new })[0]!);
    const dialog = await screen.findByRole('dialog', { name: t.new });
    await user.type(within(dialog).getByRole('textbox', { name: t.name }), 'Pedro Alves');
    await user.type(within(dialog).getByLabelText(t.phone), '48991112233');
    await user.type(within(dialog).getByLabelText(t.checkout), '2099-04-04');
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    return screen.findByRole('dialog', { name: t.title });
  };

  it.each(['en-US', 'pt-BR', 'es-ES'] as const)(
    'says in %s that the link already went out automatically, and by which channels',
    async (locale) => {
      const sent = await createSentBy(locale, ['email', 'whatsapp']);
      expect(sent).toHaveAccessibleDescription(created[locale].sent);
    },
  );

  it('says when the link did not go out on its own, so the host sends it', async () => {
    const sent = await createSentBy('en-US', []);
    expect(sent).toHaveAccessibleDescription(created['en-US'].notSent);
    expect(within(sent).getByRole('link', { name: 'Send link by WhatsApp' })).toBeInTheDocument();
  });

  it('names the one channel it went by', async () => {
    const sent = await createSentBy('pt-BR', ['email']);
    expect(sent).toHaveAccessibleDescription(
      /^O link de check-in já está a caminho de Pedro Alves por e-mail, automaticamente/,
    );
  });
});
