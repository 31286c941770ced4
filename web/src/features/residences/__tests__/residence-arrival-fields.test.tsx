import { screen } from '@testing-library/react';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { aResidence, residencesApi, type Call } from './residences-kit';

/** The property's fields of the guest's arrival guide (issue 27): Wi-Fi and parking. */
describe('/u/houses: the arrival guide’s fields', () => {
  const editProperty = async (locale: 'en-US' | 'pt-BR', calls: Call[] = []) => {
    residencesApi(
      [aResidence({ wifiNetwork: 'CasaPaulista', wifiPassword: 'paulista-1000' })],
      calls,
    );
    const view = renderApp('/u/houses', { token: TOKEN, locale });
    await view.user.click(await screen.findByRole('button', { name: /Casa Paulista/ }));
    await view.user.click((await screen.findAllByRole('menuitem'))[0]!);
    return view;
  };

  it('shows the Wi-Fi as stored and sends its changes with the parking instructions', async () => {
    const calls: Call[] = [];
    const { user } = await editProperty('en-US', calls);
    expect(await screen.findByLabelText(/^Wi-Fi network/)).toHaveValue('CasaPaulista');
    const password = screen.getByLabelText(/^Wi-Fi password/);
    expect(password).toHaveValue('paulista-1000');
    expect(password).toHaveAccessibleDescription('The guest sees it together with the door code.');
    await user.clear(password);
    await user.type(password, 'nova-senha-2027');
    await user.type(screen.getByLabelText(/^Parking instructions/), 'Space 12, level -1.');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property updated')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      wifiNetwork: 'CasaPaulista',
      wifiPassword: 'nova-senha-2027',
      parkingInstructions: 'Space 12, level -1.',
    });
  });

  it('keeps every secret of the stay out of the "View as a guest" link', async () => {
    residencesApi([
      aResidence({
        wifiNetwork: 'CasaPaulista',
        wifiPassword: 'paulista-1000',
        pixKey: 'pix@casapaulista.com.br',
        usesTTLock: true,
        lockId: '8181',
        doorCode: '735108',
        accessInstructions: 'Key box by the gate, code 4455',
      }),
    ]);
    const { user } = renderApp('/u/houses', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: /Casa Paulista/ }));
    const preview = await screen.findByRole('menuitem', { name: 'View as a guest' });
    const house = new URL(preview.getAttribute('href') ?? '', 'http://localhost').searchParams.get(
      'house',
    );
    expect(JSON.parse(house ?? '{}')).toMatchObject({ name: 'Casa Paulista', maxGuests: 4 });
    for (const secret of ['paulista-1000', 'pix@casapaulista', '8181', '735108', '4455'])
      expect(house).not.toContain(secret);
  });

  it('says when the guest reads the access instructions: the account’s hours, not a fixed 2', async () => {
    residencesApi([aResidence()]);
    const company = { ...aSessionUser().company!, accessReleaseHoursBeforeCheckIn: 24 };
    server.use(...sessionHandlers(aSessionUser({ company })));
    const { user } = renderApp('/u/houses', { token: TOKEN, locale: 'pt-BR' });
    await user.click(await screen.findByRole('button', { name: /Casa Paulista/ }));
    await user.click((await screen.findAllByRole('menuitem'))[0]!);
    expect(await screen.findByLabelText(/^Instruções de acesso/)).toHaveAccessibleDescription(
      'Portão, chaveiro, interfone: o hóspede só vê 24 horas antes do check-in.',
    );
  });

  it('names the fields in Portuguese', async () => {
    await editProperty('pt-BR');
    expect(await screen.findByLabelText(/^Rede Wi-Fi/)).toHaveValue('CasaPaulista');
    expect(screen.getByLabelText(/^Senha do Wi-Fi/)).toHaveValue('paulista-1000');
    expect(screen.getByLabelText(/^Instruções de estacionamento/)).toHaveValue('');
  });
});
