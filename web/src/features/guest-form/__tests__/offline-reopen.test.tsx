import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aFillingPage,
  aGuestFormPage,
  aReservationId,
  aSavedHolder,
  aSavedStay,
  guestFormServer,
  type Saved,
} from '../../../testing/guest-form-fixtures';
import { keepPage, readPage } from '../../../lib/offline/offline-store';
import { server } from '../../../testing/server';
import {
  fillHolder,
  startHolderAndKeepDraft,
  letTheDraftBeKept,
  next,
  openGuestForm,
  aReleasedAccessPage,
  reopen,
  unreachable,
} from './guest-form-steps';

const offlineNotice = () => screen.queryByText('You are offline');

describe('the link opened again without a connection (issue 17)', () => {
  it('shows the page this phone kept, with what was typed, and sends it all once back online', async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    const first = await openGuestForm(page);
    expect(offlineNotice()).not.toBeInTheDocument();
    await startHolderAndKeepDraft(first.user);
    first.unmount();

    const { user } = reopen(page, ...unreachable(page));
    expect(await screen.findByText('You are offline', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page opened with what was saved on this phone. What you fill in is kept here and will be sent when the connection returns.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Adults/, {}, { timeout: 5000 })).toHaveValue('2');
    await next(user);
    const name = await screen.findByLabelText(/^Full name/);
    expect(name).toHaveValue('Maria S');
    await user.clear(name);
    await fillHolder(user);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Other guests' });
    expect(
      await screen.findByText('Saved on this phone; it will be sent when the connection returns'),
    ).toBeInTheDocument();

    const saves: Saved[] = [];
    server.use(...guestFormServer(page, saves));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(offlineNotice()).not.toBeInTheDocument());
    await waitFor(() =>
      expect(saves.at(-1)?.fields).toMatchObject({
        name: 'Maria Silva',
        email: 'maria@example.com',
        address: expect.objectContaining({ street: 'Avenida Paulista' }) as unknown,
      }),
    );
  });

  it('fails as before when this phone kept nothing for the link', async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    reopen(page, ...unreachable(page));
    expect(
      await screen.findByText('Error while loading reservation data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(offlineNotice()).not.toBeInTheDocument();
  });

  it('forgets the page once the form is sent: a shared phone does not keep it', async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    (await openGuestForm(page)).unmount();
    const sent = { ...page, message: { kind: 'inAnalysis' as const, refuseMotive: null } };
    const online = reopen(page, ...guestFormServer(sent));
    await screen.findByRole('heading', { name: 'Form in analysis' }, { timeout: 5000 });
    await letTheDraftBeKept();
    online.unmount();

    reopen(page, ...unreachable(page));
    expect(
      await screen.findByText('Error while loading reservation data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps masked what was masked on this phone (issue 15)', async () => {
    const page = aFillingPage({
      id: aReservationId(),
      form: { ...aSavedStay(), ...aSavedHolder(), name: 'M••• S•••', email: 'm•••@example.com' },
      privacy: { maskedFields: ['name', 'email'], unlockDestinations: [] },
    });
    (await openGuestForm(page)).unmount();

    const { user } = reopen(page, ...unreachable(page));
    await screen.findByText('You are offline', {}, { timeout: 5000 });
    const details = await screen.findByRole('button', { name: 'Your details' });
    await user.click(details);
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(screen.getByText(/Part of your data was saved on another device/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('M••• S•••');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('m•••@example.com');
  });

  it('keeps the door code of a released access for the door, without the form, until check-out', async () => {
    const page = aReleasedAccessPage();
    const online = reopen(page, ...guestFormServer(page));
    await screen.findByText('482913', {}, { timeout: 5000 });
    await letTheDraftBeKept();
    online.unmount();
    const kept = await readPage(`guest/${page.id}/airbnb/main`);
    expect((kept?.page as GuestFormPage | undefined)?.form).toEqual({});

    reopen(page, ...unreachable(page));
    expect(await screen.findByText('You are offline', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('482913')).toBeInTheDocument();
    // The header still names the host (public, kept on the phone), not the product.
    expect(screen.getByRole('banner')).toHaveTextContent('Pousada Mar');
    expect(
      screen.getByText('Gate on the left; the key box is under the stairs.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See what you sent' })).not.toBeInTheDocument();
  });

  it('does not show a kept door code once the stay is over', async () => {
    const page = aGuestFormPage({ id: aReservationId(), checkout: '2020-01-01T14:00:00.000Z' });
    await keepPage(`guest/${page.id}/airbnb/main`, {
      ...page,
      message: { kind: 'accessReleased', refuseMotive: null },
      access: { ...page.access, released: true, passcode: '482913' },
    });
    reopen(page, ...unreachable(page));
    expect(
      await screen.findByText('Error while loading reservation data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('482913')).not.toBeInTheDocument();
    expect(await readPage(`guest/${page.id}/airbnb/main`)).toBeUndefined();
  });
});
