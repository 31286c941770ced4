import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aFillingPage,
  aReservationId,
  aSavedHolder,
  aSavedStay,
  guestFormServer,
} from '../../../testing/guest-form-fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aReleasedAccessPage, letTheDraftBeKept, reopen, unreachable } from './guest-form-steps';

const INSTRUCTIONS = 'Gate on the left; the key box is under the stairs.';
const SENT_LATER =
  'The details you sent are not kept on this phone. They show here when the connection returns.';
const STATUS_NOTICE =
  'The page opened with what was saved on this phone. It updates when the connection returns.';

/** The guest's link opened once online: this phone keeps what the link needs offline. */
const seenOnline = async (page: GuestFormPage, shown: () => Promise<unknown>) => {
  const online = reopen(page, ...guestFormServer(page));
  await shown();
  await letTheDraftBeKept();
  online.unmount();
};

const openDetails = (path: string) => {
  window.history.replaceState(null, '', '/');
  return renderApp(path, { locale: 'en-US' });
};

describe('what was sent, opened without a connection (issue 17)', () => {
  it.each([
    ['with the company code', (id: string) => `/p/formdata/details/pousada-mar/airbnb/${id}`],
    ['without it', (id: string) => `/p/form/details/airbnb/${id}`],
  ])(
    'shows the status, the stay and the door code this phone kept, %s; what was sent once back online',
    async (_route, path) => {
      const page = aReleasedAccessPage();
      await seenOnline(page, () => screen.findByText('482913', {}, { timeout: 20_000 }));

      server.use(...unreachable(page));
      openDetails(path(page.id));
      expect(await screen.findByText(STATUS_NOTICE, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('You are offline')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Check-in approved' })).toBeInTheDocument();
      expect(screen.getByText('482913')).toBeInTheDocument();
      expect(screen.getByText(INSTRUCTIONS)).toBeInTheDocument();
      expect(screen.getByText('Casa da Praia')).toBeInTheDocument();
      expect(screen.getByText(SENT_LATER)).toBeInTheDocument();
      expect(screen.queryByText('Maria Silva')).not.toBeInTheDocument();
      expect(screen.queryByText('Error while loading reservation data')).not.toBeInTheDocument();

      server.use(...guestFormServer(page));
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(
        await screen.findByText('Maria Silva', { selector: 'dd' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('You are offline')).not.toBeInTheDocument());
      expect(screen.queryByText(SENT_LATER)).not.toBeInTheDocument();
    },
  );

  it('shows the details a form still being filled kept on this phone, read-only', async () => {
    const page = aFillingPage({
      id: aReservationId(),
      form: { ...aSavedStay(), ...aSavedHolder() },
    });
    await seenOnline(page, () =>
      screen.findByRole('button', { name: 'Send form' }, { timeout: 20_000 }),
    );

    server.use(...unreachable(page));
    openDetails(`/p/formdata/details/pousada-mar/airbnb/${page.id}`);
    expect(await screen.findByText('You are offline', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Maria Silva', { selector: 'dd' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(STATUS_NOTICE)).toBeInTheDocument();
    expect(screen.queryByText(SENT_LATER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('says the page could not load when this phone kept nothing for the link', async () => {
    const page = aReleasedAccessPage();
    server.use(...unreachable(page));
    openDetails(`/p/formdata/details/pousada-mar/airbnb/${page.id}`);
    expect(
      await screen.findByText('Error while loading reservation data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
