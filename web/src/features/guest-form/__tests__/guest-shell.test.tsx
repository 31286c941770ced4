import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestApp, preloadGuestScreen } from '../../../app/guest/GuestApp';
import { matchGuestRoute } from '../../../app/guest/guest-routes';
import { makeStore } from '../../../app/store';
import { server } from '../../../testing/server';
import { aFillingPage, guestFormServer } from '../../../testing/guest-form-fixtures';

/** A guest page as guest.html opens it (issue 17): the guest's own shell, no site router. */
const guestRoute = (path: string) => {
  const route = matchGuestRoute(path);
  if (!route) throw new Error(`${path} is no guest page`);
  return route;
};

const openInGuestShell = (path: string, store = makeStore('localhost')) => {
  window.history.pushState(null, '', path);
  render(<GuestApp store={store} first={{ pathname: path, route: guestRoute(path) }} />);
  return userEvent.setup();
};

describe("the guest's own shell (guest.html)", () => {
  beforeEach(() => localStorage.setItem('chegada.locale', 'en-US'));
  afterEach(() => window.history.pushState(null, '', '/'));

  it('knows the guest pages and leaves every other page to the site', () => {
    expect(matchGuestRoute('/p/formdata/pousada-mar/airbnb/r-1')).toEqual({
      screen: 'GuestFormScreen',
      params: { friendlyCode: 'pousada-mar', id: 'r-1' },
      source: 'airbnb',
    });
    expect(matchGuestRoute('/p/formdata/pousada-mar/booking/r-1/k%201')?.params).toEqual({
      friendlyCode: 'pousada-mar',
      id: 'r-1',
      additionalGuestKey: 'k 1',
    });
    expect(matchGuestRoute('/p/formdata/generic/pousada-mar/res-1/airbnb')?.screen).toBe(
      'GenericLinkScreen',
    );
    expect(matchGuestRoute('/p/formdata/details/pousada-mar/airbnb/r-1')?.screen).toBe(
      'GuestDetailsScreen',
    );
    for (const other of ['/', '/login', '/p/formdata/pousada-mar/nowhere/r-1', '/p/form/x/y'])
      expect(matchGuestRoute(other)).toBeNull();
  });

  it("asks the link's page while its screen loads, before it renders, and only once", async () => {
    const page = aFillingPage();
    server.use(...guestFormServer(page));
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/stays/guestForm/'))
        asked.push(request.method);
    };
    server.events.on('request:start', count);
    try {
      const path = `/p/formdata/pousada-mar/airbnb/${page.id}`;
      const store = makeStore('localhost');
      await preloadGuestScreen(store, guestRoute(path));
      await waitFor(() => expect(asked).toEqual(['GET']));
      openInGuestShell(path, store);
      expect(await screen.findByRole('heading', { name: 'Stay' })).toBeInTheDocument();
      expect(asked).toEqual(['GET']);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it("shows the host's header and the form, and opens what was sent in place", async () => {
    const page = aFillingPage({
      status: 1,
      statusName: 'TO_VALIDATE',
      message: { kind: 'inAnalysis', refuseMotive: null },
      form: { name: 'Maria Silva' },
    });
    server.use(...guestFormServer(page));
    const user = openInGuestShell(`/p/formdata/pousada-mar/airbnb/${page.id}`);
    expect(await screen.findByRole('heading', { name: 'Guest form' })).toBeInTheDocument();
    expect(await screen.findByText('Pousada Mar')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'See what you sent' }));
    expect(window.location.pathname).toBe(`/p/formdata/details/pousada-mar/airbnb/${page.id}`);
    expect(await screen.findByText('Maria Silva', { selector: 'dd' })).toBeInTheDocument();
    expect(document.title).toBe('Guest form · Chegada');
  });
});
