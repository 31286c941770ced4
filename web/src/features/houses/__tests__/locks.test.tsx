import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aHouse, housesApi, type Call } from './houses-kit';

const openLocks = async () => {
  const view = renderApp('/u/keys/config', { token: TOKEN, locale: 'en-US' });
  await screen.findByRole('heading', { level: 1, name: 'Lock key configuration' });
  return view;
};

describe('/u/keys/config', () => {
  it('says plainly what is not connected to TTLock yet', async () => {
    housesApi([aHouse()]);
    await openLocks();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Not connected yet: the TTLock account, the codes’ lead time and a test code',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Nothing is sent to TTLock for now.');
  });

  it("saves a property's lock with the rest of the property unchanged", async () => {
    const calls: Call[] = [];
    housesApi([aHouse()], calls);
    const { user } = await openLocks();
    await user.click(await screen.findByRole('checkbox', { name: 'Uses a TTLock lock' }));
    await user.click(screen.getByRole('button', { name: 'Save lock' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText(/TTLock lock ID/), '4711');
    await user.click(screen.getByRole('checkbox', { name: 'A new passcode for each reservation' }));
    await user.click(screen.getByRole('button', { name: 'Save lock' }));
    expect(await screen.findByText('Lock of Casa Paulista saved')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: {
        name: 'Casa Paulista',
        maxGuests: 4,
        usesTTLock: true,
        lockId: '4711',
        dynamicPassword: true,
      },
    });
  });

  it('points a new account to its first property', async () => {
    housesApi([]);
    await openLocks();
    expect(await screen.findByText('Add your first property')).toBeInTheDocument();
  });
});
