import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { aFillingPage, type Saved } from '../../../testing/guest-form-fixtures';
import { atHolder, errorOf, next, openGuestForm, openGuestFormIn, pick } from './guest-form-steps';

describe('a foreign holder (issue 17)', () => {
  it('starts abroad: no Brazil, a postal code, the phone in the address’s country', async () => {
    const saves: Saved[] = [];
    const { user } = await openGuestForm(atHolder(), saves);
    const country = await screen.findByLabelText(/^Country/);
    // Picked from a list (issue 27): the ISO code kept, the name in the page's language.
    expect(country).toHaveValue('BR');
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Brazil');
    expect(screen.getByLabelText(/^CEP/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am a foreigner (no CPF)' }));
    await waitFor(() => expect(country).toHaveValue(''));
    await user.type(screen.getByLabelText(/^Phone/), '202 555 0123');
    await user.selectOptions(country, 'United States');
    expect(screen.getByLabelText(/^Postal code/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Calling code: United States, US \+1/ }),
    ).toBeVisible();
    await next(user);
    await waitFor(() => expect(errorOf(/^Full name/)).toBe('Required field'));
    expect(errorOf(/^Phone/)).toBe('');
  });

  it('keeps a country the guest picked when they tick foreigner, and a phone country picked', async () => {
    const { user } = await openGuestForm(atHolder());
    const country = await screen.findByLabelText(/^Country/);
    await user.selectOptions(country, 'Portugal');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /^Calling code: Portugal/ }));
    const search = screen.getByRole('searchbox');
    await user.type(search, 'argen');
    await user.click(
      within(search.parentElement as HTMLElement).getByRole('button', { name: /Argentina/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'I am a foreigner (no CPF)' }));
    expect(country).toHaveValue('PT');
    expect(screen.getByRole('button', { name: /^Calling code: Argentina/ })).toBeVisible();
  });

  it('names the countries in the page’s language', async () => {
    await openGuestFormIn('es-ES', atHolder());
    const country = await screen.findByLabelText(/^País/);
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Brasil');
    expect(within(country).getByRole('option', { name: 'Alemania' })).toHaveValue('DE');
  });
});

describe('the checks the server makes too (issue 17)', () => {
  it.each(['maria@gmail', 'maria@x.c'])('refuses the e-mail %s', async (email) => {
    const { user } = await openGuestForm(atHolder());
    await user.type(await screen.findByLabelText(/^Email/), email);
    await user.tab();
    await waitFor(() => expect(errorOf(/^Email/)).toBe('Invalid email'));
  });

  it('refuses a birth date more than 120 years ago', async () => {
    await openGuestForm(atHolder());
    await screen.findByLabelText(/^Date of birth/);
    pick(/^Date of birth/, '1890-01-01');
    await waitFor(() =>
      expect(errorOf(/^Date of birth/)).toBe('Check the birth date: it is more than 120 years ago'),
    );
  });

  it('takes digits only in the counts, on the number pad', async () => {
    const page = aFillingPage({ form: {}, missing: ['adults'] });
    const { user } = await openGuestForm(page);
    const adults = await screen.findByLabelText(/^Adults/);
    expect(adults).toHaveAttribute('inputmode', 'numeric');
    await user.type(adults, '2e1');
    expect(adults).toHaveValue('21');
  });
});
