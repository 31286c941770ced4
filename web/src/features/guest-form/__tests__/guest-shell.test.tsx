import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestApp } from '../../../app/guest/GuestApp';
import { matchGuestRoute } from '../../../app/guest/guest-routes';
import { makeStore } from '../../../app/store';
import { server } from '../../../testing/server';
import { aFillingPage, guestFormServer } from '../../../testing/guest-form-fixtures';

/** A guest page as guest.html opens it (issue 17): the guest's own shell, no site router. */
const openInGuestShell = (path: string) => {
  window.history.pushState(null, '', path);
  const route = matchGuestRoute(path);
  if (!route) throw new Error(`${path} is no guest page`);
  localStorage.setItem('chegada.locale', 'en-US');
  render(<GuestApp store={makeStore('localhost')} first={{ pathname: path, route }} />);
  return userEvent.setup();
};

describe("the guest's own shell (guest.html)", () => {
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
    expect(await screen.findByText('Maria Silva')).toBeInTheDocument();
    expect(document.title).toBe('Guest form · Chegada');
  });
});
