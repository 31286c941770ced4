import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { calendarRemovedMotive, STAYS_CANCELLED_MOTIVE } from '@chegada/contracts';
import { server } from '../../../testing/server';
import { RESERVATION_ID } from './reservations-kit';
import {
  aReservationPage,
  documentsWith,
  reviewApi,
  someDocuments,
  someEvents,
  openReview,
} from './review-kit';

const section = (name: string) => screen.getByRole('region', { name });

describe('/u/guest/:id', () => {
  it('groups what the guest sent as the form’s steps', async () => {
    reviewApi();
    openReview();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carla Dias' }),
    ).toBeInTheDocument();
    expect(within(section('Stay')).getByText('Arrival').nextSibling).toHaveTextContent(
      /^12\/14\/2026, 2:00\sPM$/,
    );
    expect(within(section('Main guest')).getByText('CPF').nextSibling).toHaveTextContent(
      '529.982.247-25',
    );
    expect(within(section('Main guest')).getByText('Birth date').nextSibling).toHaveTextContent(
      '4/1/1990',
    );
    // As Brazilians write a phone, whatever the guest typed; an e-mail wraps before its '@'.
    expect(
      within(section('Main guest')).getByText('Phone (WhatsApp)').nextSibling,
    ).toHaveTextContent(/^\(21\) 99876-5432$/);
    const email = within(section('Main guest')).getByText('Email').nextElementSibling;
    expect(email).toHaveTextContent(/^carla@example\.com$/);
    expect(email?.querySelectorAll('wbr')).toHaveLength(2);
    expect(within(section('Address')).getByText('Street and number').nextSibling).toHaveTextContent(
      'Avenida Paulista, 1000',
    );
    expect(
      within(section('Vehicles')).getByText('Car · Onix · Prata · ABC1D23'),
    ).toBeInTheDocument();
    expect(within(section('Visit purpose and pets')).getByText('Leisure')).toBeInTheDocument();
    const additional = section('Additional guests');
    expect(within(additional).getByRole('heading', { name: /Rui Dias/ })).toHaveTextContent(
      'Incomplete',
    );
    expect(
      within(additional).getByRole('button', { name: 'Copy link for Rui Dias' }),
    ).toBeInTheDocument();
    // Rui gave no phone: WhatsApp opens on the contact the host picks, the invitation typed in
    // the reservation's language, with his own link.
    const whatsApp = within(additional).getByRole('link', {
      name: 'Send by WhatsApp: Rui Dias’s link',
    });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toMatch(
      new RegExp(
        `^https://wa\\.me/\\?text=Olá, Rui Dias! .*/p/formdata/pousada-mar/\\w+/${RESERVATION_ID}/k1$`,
      ),
    );
    expect(
      await within(section('Terms and consent')).findByText(
        /Terms of use and privacy: version 2026-11, accepted on/,
      ),
    ).toBeInTheDocument();
  });

  it('lists the consent the main guest gave for a companion under 18 as given by her (issue 27)', async () => {
    const page = aReservationPage();
    const lucas = { key: 'k2', name: 'Lucas Dias', isChild: true, birthDate: '2019-05-10' };
    page.form = { ...page.form, additionalGuests: [...(page.form.additionalGuests ?? []), lucas] };
    const documents = someDocuments();
    const accepted = { termsVersion: '2026-11', acceptedAt: '2026-12-10T12:00:00.000Z' };
    documents.consents = [
      ...documents.consents,
      { guest: 'k1', kind: 'terms', ...accepted },
      { guest: 'k2', kind: 'terms', acceptedBy: 'main', ...accepted },
      { guest: 'k2', kind: 'biometric', acceptedBy: 'main', ...accepted },
      // Given again on submission, after the selfie check asked it: listed once, the latest.
      {
        guest: 'k2',
        kind: 'biometric',
        acceptedBy: 'main',
        termsVersion: '2026-11',
        acceptedAt: '2026-12-11T12:00:00.000Z',
      },
    ];
    reviewApi({ page, documents });
    openReview();
    const consents = await screen.findByRole('region', { name: 'Terms and consent' });
    await within(consents).findAllByText('Lucas Dias', { selector: 'strong' });
    expect(
      within(consents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Carla Dias · Terms of use and privacy: version 2026-11, accepted on /,
      ),
      expect.stringMatching(/^Rui Dias · Terms of use and privacy: version 2026-11, accepted on /),
      expect.stringMatching(
        /^Lucas Dias · Terms of use and privacy: version 2026-11, accepted by the main guest, Carla Dias, on /,
      ),
      expect.stringMatching(
        /^Lucas Dias · Image and biometric data: version 2026-11, accepted by the main guest, Carla Dias, on .*12\/11\/2026/,
      ),
    ]);
  });

  it('opens a document only when asked, side by side, and says who viewed it', async () => {
    reviewApi();
    const { user } = openReview();
    const documents = await screen.findByRole('region', { name: 'Documents and selfie' });
    expect(within(documents).queryByRole('img')).not.toBeInTheDocument();
    expect(
      await within(documents).findByText(/Viewed by Bruno Lima on 12\/10\/2026/),
    ).toBeInTheDocument();
    expect(within(documents).getByText('Not viewed yet')).toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'View Document (front)' }));
    expect(within(documents).getByRole('img', { name: 'Document (front)' })).toHaveAttribute(
      'src',
      '/api/stays/documents/d-front/content?signature=d-front',
    );
    await user.click(within(documents).getByRole('button', { name: 'View Selfie' }));
    expect(within(documents).getAllByRole('img')).toHaveLength(2);
  });

  it('offers a PDF as a download, never opened in the page or a tab', async () => {
    const { documents, added: proof } = documentsWith({
      id: 'd-proof',
      kind: 'deposit_proof',
      mime: 'application/pdf',
    });
    reviewApi({ documents });
    openReview();
    const link = await screen.findByRole('link', { name: 'Download Deposit proof' });
    expect(link).toHaveAttribute('href', proof.url);
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    ['en-US', 'Withheld: unsafe content', 'Digital document (PDF)'],
    ['pt-BR', 'Retido: conteúdo inseguro', 'Documento digital (PDF)'],
    ['es-ES', 'Retenido: contenido inseguro', 'Documento digital (PDF)'],
  ] as const)(
    'in %s, says a PDF found unsafe is withheld, and offers no download of it',
    async (locale, label, kind) => {
      const { documents } = documentsWith({
        id: 'd-digital',
        kind: 'doc_digital',
        mime: 'application/pdf',
        withheld: true,
      });
      reviewApi({ documents });
      openReview(locale);
      const card = (await screen.findByText(label)).closest('figure');
      expect(card).not.toBeNull();
      expect(within(card as HTMLElement).getByText(kind)).toBeInTheDocument();
      expect(within(card as HTMLElement).queryByRole('link')).toBeNull();
      expect(within(card as HTMLElement).queryByRole('button')).toBeNull();
    },
  );

  it('opens a shown document large, turns it, and gives the focus back on Esc', async () => {
    reviewApi();
    const { user } = openReview('pt-BR');
    const documents = await screen.findByRole('region', { name: 'Documentos e selfie' });
    (await within(documents).findByRole('button', { name: 'Ver Documento (frente)' })).focus();
    await user.keyboard('{Enter}');
    // The button that had the focus is gone: the focus moves onto the document shown.
    const thumbnail = await within(documents).findByRole('button', {
      name: 'Ampliar Documento (frente)',
    });
    await waitFor(() => expect(thumbnail).toHaveFocus());
    await user.keyboard('{Enter}');
    const viewer = await screen.findByRole('dialog', { name: 'Documento (frente)' });
    const large = within(viewer).getByRole('img', { name: 'Documento (frente)' });
    expect(large).toHaveAttribute('src', '/api/stays/documents/d-front/content?signature=d-front');
    await user.click(within(viewer).getByRole('button', { name: 'Girar 90°' }));
    expect(large.style.transform).toMatch(/rotate\(90deg\)/);
    const actual = within(viewer).getByRole('button', { name: 'Tamanho real' });
    await user.click(actual);
    expect(actual).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });

  it('moves the focus to the first document when all are shown at once', async () => {
    reviewApi();
    const { user } = openReview();
    const documents = await screen.findByRole('region', { name: 'Documents and selfie' });
    await user.click(await within(documents).findByRole('button', { name: 'View all documents' }));
    await waitFor(() =>
      expect(
        within(documents).getByRole('button', { name: 'Enlarge Document (front)' }),
      ).toHaveFocus(),
    );
    expect(within(documents).getAllByRole('img')).toHaveLength(2);
  });

  it('shows the timeline in the host’s language', async () => {
    reviewApi();
    openReview('pt-BR');
    const timeline = await screen.findByRole('region', { name: 'Histórico' });
    const entries = await within(timeline).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Hóspede enviou o formulário.*Hóspede$/),
      expect.stringMatching(/^Reserva criada.*Ana Souza$/),
    ]);
  });

  it('reads the history on the property’s clock and folds the guest’s saves into one line', async () => {
    reviewApi();
    const [created, submitted] = someEvents();
    const saved = (id: string, occurredAt: string) => ({
      ...submitted!,
      id,
      type: 'GuestFormSaved',
      occurredAt,
    });
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
        HttpResponse.json({
          items: [
            created,
            saved('s1', '2026-12-09T20:00:00.000Z'),
            saved('s2', '2026-12-09T21:00:00.000Z'),
            saved('s3', '2026-12-10T02:30:00.000Z'),
            submitted,
          ],
        }),
      ),
    );
    openReview();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const entries = await within(timeline).findAllByRole('listitem');
    // The property is in São Paulo (UTC−3): 02:30 UTC on the 10th is 23:30 on the 9th there.
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Guest submitted the form12/10/2026, 9:00 AM · Guest',
      'Guest saved part of the form (3 times)12/9/2026, 11:30 PM · Guest',
      'Reservation created12/1/2026, 9:00 AM · Ana Souza',
    ]);
  });

  it.each([
    ['en-US', 'Additional guest saved their own part', '(# times)', '12/10/2026, 9:00 AM'],
    ['pt-BR', 'Acompanhante salvou a própria parte', '(# vezes)', '10/12/2026, 9:00'],
    ['es-ES', 'La parte de la persona acompañante se guardó', '(# veces)', '10/12/2026, 9:00'],
  ] as const)(
    'in %s, folds each companion’s run of own saves into one line under their name',
    async (locale, saved, times, when) => {
      const [created, submitted] = someEvents();
      const companions = [
        { key: 'k1', name: 'Rui Dias' },
        { key: 'k2', name: 'Bia Lima' },
      ];
      const page = aReservationPage();
      reviewApi({ page: { ...page, form: { ...page.form, additionalGuests: companions } } });
      const own = (id: string, guestKey: string) => ({
        ...submitted!,
        id,
        type: 'OwnGuestPartSaved',
        changes: { guestKey },
      });
      server.use(
        http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
          HttpResponse.json({
            items: [
              created,
              submitted,
              ...['o1', 'o2'].map((id) => own(id, 'k1')),
              ...['o3', 'o4', 'o5'].map((id) => own(id, 'k2')),
              own('o6', 'k1'),
            ],
          }),
        ),
      );
      openReview(locale);
      const entries = await within(
        await screen.findByRole('region', { name: /^(Timeline|Histórico|Historial)$/ }),
      ).findAllByRole('listitem');
      const line = (count: number, name: string) =>
        `${saved}${count > 1 ? ` ${times.replace('#', String(count))}` : ''}${when} · ${name}`;
      expect(entries.slice(0, 3).map((entry) => entry.textContent)).toEqual([
        line(1, 'Rui Dias'),
        line(3, 'Bia Lima'),
        line(2, 'Rui Dias'),
      ]);
      expect(entries).toHaveLength(5);
    },
  );

  // A sync stores its motive in pt-BR (contract data); the host reads it in their language.
  it.each([
    [
      'pt-BR',
      'Reserva cancelada: ',
      'Histórico',
      ['Reserva removida do calendário do canal (Airbnb)', 'Reserva cancelada na Stays'],
    ],
    [
      'en-US',
      'Reservation cancelled: ',
      'Timeline',
      ["Booking removed from the channel's calendar (Airbnb)", 'Booking cancelled on Stays'],
    ],
    [
      'es-ES',
      'Reserva cancelada: ',
      'Historial',
      ['Reserva eliminada del calendario del canal (Airbnb)', 'Reserva cancelada en Stays'],
    ],
  ] as const)(
    "in %s, a history line keeps its motive apart from what happened, a sync's in the language",
    async (locale, cancelled, region, [removed, onStays]) => {
      reviewApi();
      const [created] = someEvents();
      const cancelledBy = (id: string, cancelMotive: string) => ({
        ...created!,
        id,
        type: 'ReservationCancelled',
        actor: { id: null, name: null, role: 'INTEGRATION', guestLink: null },
        changes: { cancelMotive },
      });
      server.use(
        http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
          HttpResponse.json({
            items: [
              created,
              cancelledBy('c1', STAYS_CANCELLED_MOTIVE),
              cancelledBy('c2', calendarRemovedMotive('Airbnb')),
              cancelledBy('c3', 'Hóspede desistiu'),
            ],
          }),
        ),
      );
      openReview(locale);
      const entries = await within(
        await screen.findByRole('region', { name: region }),
      ).findAllByRole('listitem');
      const what = entries.map((entry) => entry.querySelector('.timeline-what')?.textContent);
      expect(what).toEqual([
        `${cancelled}Hóspede desistiu`,
        `${cancelled}${removed}`,
        `${cancelled}${onStays}`,
        expect.not.stringContaining(':'),
      ]);
    },
  );

  // Walk of issue 30: "Dates changed · Automatic sync" said nothing of which dates.
  it.each([
    ['pt-BR', 'Histórico', 'Datas alteradas: de 14/12/2026–18/12/2026 para 15/12/2026–18/12/2026'],
    ['en-US', 'Timeline', 'Dates changed: from 12/14/2026–12/18/2026 to 12/15/2026–12/18/2026'],
    ['es-ES', 'Historial', 'Fechas cambiadas: del 14/12/2026–18/12/2026 al 15/12/2026–18/12/2026'],
  ] as const)(
    'in %s, a change of dates says the dates it left and the new ones',
    async (locale, region, moved) => {
      reviewApi();
      const [created] = someEvents();
      server.use(
        http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
          HttpResponse.json({
            items: [
              {
                ...created!,
                changes: {
                  checkIn: '2026-12-14T17:00:00.000Z',
                  checkOut: '2026-12-18T14:00:00.000Z',
                },
              },
              {
                ...created!,
                id: 'moved',
                type: 'CheckoutExtended',
                actor: { id: null, name: null, role: 'INTEGRATION', guestLink: null },
                changes: {
                  checkIn: '2026-12-15T17:00:00.000Z',
                  checkOut: '2026-12-18T14:00:00.000Z',
                  newPasscodeRequired: false,
                },
              },
            ],
          }),
        ),
      );
      openReview(locale);
      const [line] = await within(
        await screen.findByRole('region', { name: region }),
      ).findAllByRole('listitem');
      expect(line!.querySelector('.timeline-what')).toHaveTextContent(moved);
    },
  );

  it.each([
    ['en-US', 'Guest 2', /^Data erased at this person’s request\./],
    ['pt-BR', 'Hóspede 2', /^Dados excluídos a pedido desta pessoa\./],
    ['es-ES', 'Huésped 2', /^Datos eliminados a petición de esta persona\./],
  ] as const)(
    'in %s, says a companion’s data was erased at their request, and offers no link to send them',
    async (locale, heading, erased) => {
      const page = aReservationPage();
      const companions = [
        { key: 'k1', name: 'Rui Dias' },
        { key: 'k2', dataErased: true },
      ];
      reviewApi({ page: { ...page, form: { ...page.form, additionalGuests: companions } } });
      openReview(locale);
      const item = (
        await screen.findByRole('heading', { name: (name) => name.startsWith(heading) })
      ).closest('li')!;
      expect(within(item).getByText(erased)).toBeInTheDocument();
      expect(within(item).queryByRole('button')).toBeNull();
      expect(within(item).queryByRole('link')).toBeNull();
    },
  );

  it('shows no deposit section for a property that asks no deposit', async () => {
    reviewApi();
    openReview();
    await screen.findByRole('region', { name: 'Documents and selfie' });
    expect(screen.queryByRole('region', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('titles the section "Documents" for an account that asks no selfie', async () => {
    const documents = someDocuments();
    reviewApi({
      page: { ...aReservationPage(), requireSelfie: false },
      documents: {
        ...documents,
        items: documents.items.filter(({ kind }) => kind !== 'doc_selfie'),
      },
    });
    openReview();
    expect(await screen.findByRole('region', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Documents and selfie' })).not.toBeInTheDocument();
  });

  it('shows the deposit section, waiting for the proof, for a property that asks one', async () => {
    const page = aReservationPage();
    reviewApi({ page: { ...page, residence: { ...page.residence!, depositAmount: 50_000 } } });
    openReview();
    expect(
      await within(await screen.findByRole('region', { name: 'Deposit' })).findByText(
        'No file sent yet.',
      ),
    ).toBeInTheDocument();
  });

  it('approves with the revision it showed, as the primary action', async () => {
    reviewApi();
    const headers: (string | null)[] = [];
    server.use(
      http.post(`*/api/stays/approve-reservation/${RESERVATION_ID}`, ({ request }) => {
        headers.push(request.headers.get('if-match'));
        return HttpResponse.json({ success: true, message: 'Reservation status updated' });
      }),
    );
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Reservation status updated')).toBeInTheDocument();
    expect(headers).toEqual(['"4"']);
  });

  it('sends the next action with the revision the approval answered, before the page reloads', async () => {
    reviewApi();
    let loads = 0;
    const ifMatch: (string | null)[] = [];
    server.use(
      http.post(`*/api/stays/approve-reservation/${RESERVATION_ID}`, () =>
        HttpResponse.json(
          { success: true, message: 'Reservation status updated' },
          { headers: { ETag: '"5"' } },
        ),
      ),
      // The reload the approval starts is slow: the page still holds revision 4 meanwhile.
      http.get(`*/api/stays/local/${RESERVATION_ID}`, async () => {
        if (loads++ > 0) await delay('infinite');
        return HttpResponse.json({ data: aReservationPage() });
      }),
      http.put('*/api/stays/extendCheckoutForm', ({ request }) => {
        ifMatch.push(request.headers.get('if-match'));
        return HttpResponse.json({ success: true, message: 'Stay dates changed' });
      }),
    );
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Reservation status updated');
    await user.click(
      screen.getByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Change dates' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    await screen.findByText('Stay dates changed');
    expect(ifMatch).toEqual(['"5"']);
  });

  it('offers no approval once approved, and shows why a reservation was cancelled', async () => {
    reviewApi({ page: aReservationPage({ status: 6, cancelMotive: 'Plans changed' }) });
    openReview();
    expect(await screen.findByText('Plans changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'Motivo do cancelamento', 'Reserva cancelada na Stays'],
    ['en-US', 'Cancellation motive', 'Booking cancelled on Stays'],
    ['es-ES', 'Motivo de la cancelación', 'Reserva cancelada en Stays'],
  ] as const)(
    'in %s, shows why a sync cancelled the stay in the language',
    async (locale, label, why) => {
      reviewApi({ page: aReservationPage({ status: 6, cancelMotive: STAYS_CANCELLED_MOTIVE }) });
      openReview(locale);
      expect((await screen.findByText(label)).nextSibling).toHaveTextContent(why);
    },
  );

  it('shows the stay as the reservation has it now, after its dates changed', async () => {
    // The guest sent the form for 14–18 December; the host later moved the check-out to the 20th.
    reviewApi({ page: aReservationPage({ checkout: '2026-12-20T14:00:00.000Z' }) });
    openReview();
    const stay = await screen.findByRole('region', { name: 'Stay' });
    expect(within(stay).getByText('Departure').nextSibling).toHaveTextContent(
      /^12\/20\/2026, 11:00\sAM$/,
    );
    expect(within(stay).getByText('Arrival').nextSibling).toHaveTextContent(
      /^12\/14\/2026, 2:00\sPM$/,
    );
  });

  it('drops the cancellation motive once the cancellation is reverted', async () => {
    reviewApi({ page: aReservationPage({ status: 7, cancelMotive: 'Plans changed' }) });
    openReview();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Carla Dias');
    expect(screen.queryByText('Plans changed')).not.toBeInTheDocument();
    expect(screen.queryByText('Cancellation motive')).not.toBeInTheDocument();
  });

  it('shows the refusal motive while refused, and only in the history once the guest sent again', async () => {
    const motive = 'The selfie is blurred';
    reviewApi({ page: aReservationPage({ status: 5, refuseMotive: motive }) });
    const { unmount } = openReview();
    // The first page opened in a file also compiles the review's lazily loaded parts.
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByText('Refusal motive')).toBeInTheDocument();
    expect(screen.getByText(motive)).toBeInTheDocument();
    unmount();

    // The guest corrected the form and sent it again: it waits for approval.
    reviewApi({ page: aReservationPage({ status: 2, refuseMotive: motive }) });
    // The host refused it (an event like the first one, by the host), then the guest sent it.
    const [byHost] = someEvents();
    const refusedThenSent = [
      ...someEvents(),
      {
        ...byHost,
        id: 'e3',
        revision: 3,
        type: 'ReservationRefused',
        changes: { refuseMotive: motive },
      },
      { ...byHost, id: 'e4', revision: 4, type: 'ReservationSubmitted', changes: {} },
    ];
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
        HttpResponse.json({ items: refusedThenSent }),
      ),
    );
    openReview();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByText('Refusal motive')).not.toBeInTheDocument();
    expect(await within(section('Timeline')).findByText(motive)).toBeInTheDocument();
  });

  it('says why it could not load and tries again', async () => {
    reviewApi({ page: 'error' });
    const { user } = openReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Carla Dias'),
    );
  });
});
