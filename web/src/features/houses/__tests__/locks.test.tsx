import { configure, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aHouse, housesApi, type Call } from './houses-kit';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });

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

describe('/u/houses/details preview', () => {
  const house = aHouse({
    depositAmount: 15000,
    contacts: [{ type: 0, name: 'Seu Zé', phone: '+5511987654321', email: null }],
  });

  it('shows the property as its guests see it, in their locale', async () => {
    housesApi([]);
    const query = new URLSearchParams({ isPreview: 'true', house: JSON.stringify(house) });
    renderApp(`/u/houses/details?${query}`, { token: TOKEN, locale: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casa Paulista' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Prévia: assim os hóspedes veem o imóvel.')).toBeInTheDocument();
    expect(screen.getByText('Horário de check-in').nextElementSibling).toHaveTextContent('15:00');
    expect(screen.getByText('Caução').nextElementSibling).toHaveTextContent('R$ 150,00');
    expect(screen.getByText(/Seu Zé \(Portaria\)/)).toBeInTheDocument();
  });

  it('says so when the link carries no property', async () => {
    housesApi([]);
    renderApp('/u/houses/details?isPreview=true&house=oops', { token: TOKEN, locale: 'en-US' });
    expect(await screen.findByText('No property to show in this preview.')).toBeInTheDocument();
  });
});
