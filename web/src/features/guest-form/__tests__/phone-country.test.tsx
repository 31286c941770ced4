import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { Saved } from '../../../testing/guest-form-fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { guestFormServer } from '../../../testing/guest-form-fixtures';
import { atHolder, errorOf, next, openGuestForm } from './guest-form-steps';

describe("the phone's country picker (issue 17)", () => {
  it('starts in Brazil and sends the number in E.164', async () => {
    const saves: Saved[] = [];
    const { user } = await openGuestForm(atHolder(), saves);
    const country = await screen.findByRole('button', {
      name: 'Calling code: Brazil, BR +55. Change',
    });
    expect(country).toHaveTextContent('+55');
    await user.type(screen.getByLabelText(/^Phone/), '11 98765-4321');
    await next(user);
    await waitFor(() => expect(errorOf(/^Full name/)).toBe('Required field'));
    expect(errorOf(/^Phone/)).toBe('');
    expect(saves).toHaveLength(0);
  });

  it('finds a country by name or calling code and reads the number as one of it', async () => {
    const saves: Saved[] = [];
    const { user } = await openGuestForm(atHolder({ name: 'Ana' }), saves);
    await user.click(await screen.findByRole('button', { name: /^Calling code: Brazil/ }));
    const search = screen.getByRole('searchbox', { name: 'Search for a country or code' });
    await user.type(search, 'portu');
    const list = search.parentElement as HTMLElement;
    await user.click(within(list).getByRole('button', { name: /Portugal \+351/ }));
    expect(screen.getByRole('button', { name: /^Calling code: Portugal, PT \+351/ })).toBeVisible();
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Phone/), '912 345 678');
    await user.click(screen.getByRole('button', { name: /^Calling code: Portugal/ }));
    await user.type(screen.getByRole('searchbox'), '+1');
    expect(screen.getByRole('button', { name: /United States \+1$/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Portugal \+351$/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.getByText('No country found')).toHaveAttribute('role', 'status');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone/), '9');
    await user.tab();
    await waitFor(() => expect(errorOf(/^Phone/)).toBe('Invalid phone number'));
  });

  it('shows a saved foreign phone under its country, and words its error in Portuguese', async () => {
    const page = atHolder({ phone: '+351912345678' });
    server.use(...guestFormServer(page));
    const { user } = renderApp(`/p/formdata/pousada-mar/airbnb/${page.id}`, { locale: 'pt-BR' });
    expect(
      await screen.findByRole(
        'button',
        { name: 'DDI: Portugal, PT +351. Mudar' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const phone = screen.getByLabelText(/^Telefone/);
    expect(phone).toHaveValue('912 345 678');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.tab();
    await waitFor(() => expect(errorOf(/^Telefone/)).toBe('Telefone inválido'));
  });
});
