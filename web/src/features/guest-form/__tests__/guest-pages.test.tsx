import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aGuestFormPage,
  aReservationId,
  guestFormServer,
} from '../../../testing/guest-form-fixtures';

const open = (page = aGuestFormPage(), path = `/p/formdata/pousada-mar/airbnb/${page.id}`) => {
  server.use(...guestFormServer(page));
  return renderApp(path, { locale: 'en-US' });
};

/** A form the host refused with `motive`, lacking `missing` (the server's field names). */
const aRefusedPage = (missing: string[], motive: string) =>
  aGuestFormPage({
    id: aReservationId(),
    status: 5,
    statusName: 'REFUSED',
    form: { name: 'Maria' },
    missing,
    message: { kind: 'refused', refuseMotive: motive },
  });

describe('the guest link (spec §2)', () => {
  it("shows the host's name, the property and the first step, without the site's menu or footer", async () => {
    open(aGuestFormPage({ id: aReservationId() }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Stay' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Pousada Mar')).toBeInTheDocument();
    expect(screen.getByText('Casa da Praia')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('sends the booking source, the company code and the guest key with the request', async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    const seen: Headers[] = [];
    server.use(
      http.get(`*/api/stays/guestForm/${page.id}`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ data: page });
      }),
      ...guestFormServer(page),
    );
    renderApp(`/p/formdata/pousada-mar/booking/${page.id}`, { locale: 'en-US' });
    await screen.findByRole('heading', { level: 2, name: 'Stay' });
    expect(seen[0]?.get('source')).toBe('booking');
    expect(seen[0]?.get('friendlycode')).toBe('pousada-mar');
  });

  it('offers no language choice when the property speaks one language', async () => {
    open(aGuestFormPage({ id: aReservationId(), supportedLanguages: ['en-US'] }));
    await screen.findByRole('heading', { level: 2, name: 'Stay' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('says so when the link does not exist', async () => {
    server.use(
      http.get('*/api/stays/company-info/:code', () => new HttpResponse(null, { status: 404 })),
      http.get('*/api/stays/guestForm/:id', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );
    renderApp('/p/formdata/pousada-mar/airbnb/nope', { locale: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not exist or is no longer valid',
    );
  });

  it('offers to try again when the connection failed', async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    server.use(
      http.get(`*/api/stays/guestForm/${page.id}`, () => HttpResponse.error(), { once: true }),
      ...guestFormServer(page),
    );
    const { user } = renderApp(`/p/formdata/pousada-mar/airbnb/${page.id}`, { locale: 'en-US' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error while loading reservation data');
    expect(alert).toHaveTextContent('Could not connect to server. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Stay' })).toBeInTheDocument();
  });
});

describe('after the form is sent (spec §4)', () => {
  it('shows a form in analysis', async () => {
    open(
      aGuestFormPage({
        id: aReservationId(),
        status: 1,
        statusName: 'TO_VALIDATE',
        message: { kind: 'inAnalysis', refuseMotive: null },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Form in analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what you sent' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/p\/formdata\/details\/pousada-mar\/airbnb\/r-/),
    );
  });

  it("shows a refused form with the host's motive and the steps to fix", async () => {
    open(aRefusedPage(['doc_selfie'], 'The selfie is blurred'));
    expect(
      await screen.findByRole('heading', { name: 'Reservation refused: adjustments needed' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Host's reason: The selfie is blurred")).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    expect(
      within(steps).getByRole('button', { name: /Documents and selfie \(to fix\)/ }),
    ).toBeInTheDocument();
  });

  it('tells the guest to change what the host asked when the refusal names no step', async () => {
    open(aRefusedPage([], 'The selfie is too dark'));
    expect(
      await screen.findByText('Change what your host asked for and send the form again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fix the highlighted steps and send again.')).not.toBeInTheDocument();
  });

  /** The access of a stay from 2 hours before its check-in: the door code and instructions. */
  const releasedAccess = {
    releasesAt: '2030-03-12T15:00:00.000Z',
    released: true,
    doorCode: true,
    passcode: '482913',
    hasInstructions: true,
    instructions: 'The key box is left of the gate.',
  };

  /** An approved stay (ENDED): its access as the server releases it, else not yet. */
  const anApprovedPage = (access?: GuestFormPage['access']) =>
    aGuestFormPage({
      id: aReservationId(),
      status: 3,
      statusName: 'ENDED',
      message: { kind: 'accessReleased', refuseMotive: null },
      ...(access ? { access } : {}),
    });

  it('shows the door code of an approved stay once released', async () => {
    open(anApprovedPage(releasedAccess));
    expect(await screen.findByRole('heading', { name: 'Check-in approved' })).toBeInTheDocument();
    expect(screen.getByText('482913')).toBeInTheDocument();
    expect(screen.getByText('The key box is left of the gate.')).toBeInTheDocument();
  });

  it('says when the door code will show before it is released', async () => {
    open(anApprovedPage());
    expect(
      await screen.findByText(/Your access code shows here from 3\/12\/2030, 12:00/),
    ).toBeInTheDocument();
  });

  it('promises no door code on a property without a lock, only its instructions', async () => {
    const access = {
      releasesAt: '2030-03-12T15:00:00.000Z',
      released: false,
      doorCode: false,
      passcode: null,
      hasInstructions: true,
      instructions: null,
    };
    const { unmount } = open(anApprovedPage(access));
    expect(
      await screen.findByText(/Check-in instructions show here from 3\/12\/2030, 12:00/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/access code/)).not.toBeInTheDocument();
    unmount();
    open(
      anApprovedPage({
        ...access,
        released: true,
        instructions: 'Ring the doorman; he has your name.',
      }),
    );
    expect(await screen.findByText('Ring the doorman; he has your name.')).toBeInTheDocument();
    expect(screen.queryByText(/Door code/)).not.toBeInTheDocument();
  });

  it('says nothing is to come on a property with no lock and no instructions', async () => {
    open(
      anApprovedPage({
        releasesAt: '2030-03-12T15:00:00.000Z',
        released: false,
        doorCode: false,
        passcode: null,
        hasInstructions: false,
        instructions: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Check-in approved' })).toBeInTheDocument();
    expect(screen.queryByText(/shows? here from/)).not.toBeInTheDocument();
  });

  it.each([
    [7, 'CHECKOUT_FINISHED', 'finished', 'Stay finished. Thank you!'],
    [6, 'CANCELED', 'cancelled', 'Reservation cancelled'],
  ] as const)(
    'says the stay is over (%s %s), with no form to fill and no door code',
    async (status, statusName, kind, heading) => {
      open(
        aGuestFormPage({
          id: aReservationId(),
          status,
          statusName,
          message: { kind, refuseMotive: null },
          access: releasedAccess,
        }),
      );
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
      expect(screen.queryByText('482913')).not.toBeInTheDocument();
      expect(screen.queryByText('The key box is left of the gate.')).not.toBeInTheDocument();
    },
  );

  it('shows what was sent, read-only, on the details route', async () => {
    const page = aGuestFormPage({
      id: aReservationId(),
      form: { name: 'Maria Silva', email: 'maria@example.com' },
      message: { kind: 'inAnalysis', refuseMotive: null },
    });
    open(page, `/p/form/details/airbnb/${page.id}`);
    expect(await screen.findByText('Maria Silva', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('says why what was sent shows masked on a device that did not save it (issue 15)', async () => {
    const page = aGuestFormPage({
      id: aReservationId(),
      form: { name: 'M••• S•••', email: 'm•••@example.com' },
      message: { kind: 'inAnalysis', refuseMotive: null },
      privacy: { maskedFields: ['name', 'email'], unlockDestinations: [] },
    });
    open(page, `/p/formdata/details/pousada-mar/airbnb/${page.id}`);
    expect(await screen.findByText('M••• S•••', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(/Part of your data was saved on another device/)).toBeInTheDocument();
  });

  it('leads back to the form from what was sent while the form can still change', async () => {
    const page = aGuestFormPage({
      id: aReservationId(),
      form: { name: 'Maria Silva' },
      message: { kind: 'filling', refuseMotive: null },
    });
    open(page, `/p/formdata/details/pousada-mar/airbnb/${page.id}`);
    const back = await screen.findByRole('link', { name: 'Go on filling in the form' });
    expect(back).toHaveAttribute('href', `/p/formdata/pousada-mar/airbnb/${page.id}`);
  });

  it.each([
    ['the page the link opens once sent', ''],
    ['what was sent', 'details/'],
  ])('keeps the link of a companion who has not filled in yet on %s', async (_, route) => {
    const page = aGuestFormPage({
      id: aReservationId(),
      form: {
        name: 'Maria Silva',
        additionalGuests: [
          { key: 'key-ana', name: 'Ana Souza', foreign: false, isChild: false },
          { key: 'key-rui', name: 'Rui Dias', foreign: false, isChild: false },
        ],
      },
      guestParts: { 'key-rui': 'completed' },
      message: { kind: 'inAnalysis', refuseMotive: null },
    });
    const { user } = open(page, `/p/formdata/${route}pousada-mar/airbnb/${page.id}`);
    expect(await screen.findByRole('heading', { name: 'Form in analysis' })).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: 'One companion still to fill in' });
    const companions = within(pending).getAllByRole('listitem');
    // Rui is done: only Ana's link is still to send.
    expect(companions).toHaveLength(1);
    expect(companions[0]).toHaveTextContent(/^Ana Souza/);
    expect(
      within(pending).getByRole('link', { name: 'Send by WhatsApp (Ana Souza)' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining(
        encodeURIComponent(`/p/formdata/pousada-mar/airbnb/${page.id}/key-ana`),
      ),
    );
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(pending).getByRole('button', { name: 'Copy link (Ana Souza)' }));
    expect(
      await within(pending).findByRole('button', { name: 'Link copied (Ana Souza)' }),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/p/formdata/pousada-mar/airbnb/${page.id}/key-ana`,
    );
  });

  it('shows no companion links once every companion’s part is in', async () => {
    const form = {
      name: 'Maria Silva',
      additionalGuests: [{ key: 'key-ana', name: 'Ana Souza', foreign: false, isChild: false }],
    };
    const done = aGuestFormPage({
      id: aReservationId(),
      form,
      guestParts: { 'key-ana': 'completed' },
      message: { kind: 'inAnalysis', refuseMotive: null },
    });
    const { unmount } = open(done, `/p/formdata/details/pousada-mar/airbnb/${done.id}`);
    await screen.findByRole('heading', { level: 3, name: 'Other guests' });
    expect(screen.queryByRole('region', { name: /still to fill in/ })).toBeNull();
    unmount();
  });

  it('says nobody else comes when no other guest was given, rather than an empty section', async () => {
    const page = aGuestFormPage({
      id: aReservationId(),
      form: { name: 'Maria Silva', additionalGuests: [] },
      message: { kind: 'inAnalysis', refuseMotive: null },
    });
    open(page, `/p/formdata/details/pousada-mar/airbnb/${page.id}`);
    const guests = (await screen.findByRole('heading', { level: 3, name: 'Other guests' }))
      .parentElement as HTMLElement;
    expect(within(guests).getByText('Nobody besides you')).toBeInTheDocument();
  });
});
