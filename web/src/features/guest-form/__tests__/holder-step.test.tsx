import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aFillingPage, aSavedHolder, aSavedStay } from '../../../testing/guest-form-fixtures';
import {
  errorOf,
  fillHolder,
  next,
  openGuestForm,
  openGuestFormIn,
  pick,
  zip,
} from './guest-form-steps';

// A guest who saved the stay already resumes at the holder step.
const atHolder = (overrides: Parameters<typeof aFillingPage>[0] = {}) =>
  aFillingPage({
    form: aSavedStay(),
    missing: ['name', 'cpf', 'email', 'phone', 'birthDate', 'address', 'doc_front'],
    ...overrides,
  });

describe('the holder step (spec §3, §5)', () => {
  it('resumes where the guest stopped, with the earlier steps one tap away', async () => {
    await openGuestForm(atHolder());
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeEnabled();
  });

  // Issue 27: what the host typed when creating the stay; the guest confirms or changes it.
  const hostTyped = { name: 'Maria Silva', email: 'maria@example.com', phone: '+5511987654321' };

  it('starts with the name, e-mail and phone the host typed, which the guest may change', async () => {
    const { user, saves } = await openGuestForm(atHolder({ prefill: hostTyped }), [], zip);
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('Maria Silva'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maria@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(11) 98765-4321');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'maria.silva@example.com');
    await user.type(screen.getByLabelText(/^CPF/), '529.982.247-25');
    pick(/^Date of birth/, '1990-05-20');
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Street/)).toHaveValue('Avenida Paulista'));
    await user.type(screen.getByLabelText(/^Number/), '1000');
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Other guests' }),
    ).toBeInTheDocument();
    expect(saves[0]?.fields).toMatchObject({
      name: 'Maria Silva',
      email: 'maria.silva@example.com',
      phone: '+5511987654321',
    });
  });

  it('starts with what the guest saved over what the host typed', async () => {
    const saved = { ...aSavedStay(), name: 'Maria Souza', email: 'souza@example.com' };
    await openGuestForm(atHolder({ form: saved, prefill: hostTyped }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('Maria Souza'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('souza@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(11) 98765-4321');
  });

  it('checks the CPF, the e-mail, the phone and the age on blur', async () => {
    const { user } = await openGuestForm(atHolder());
    await user.type(screen.getByLabelText(/^CPF/), '123.456.789-00');
    await user.type(screen.getByLabelText(/^Email/), 'maria@');
    await user.tab();
    await waitFor(() => expect(errorOf(/^CPF/)).toBe('Invalid CPF'));
    expect(errorOf(/^Email/)).toBe('Invalid email');
    pick(/^Date of birth/, '2015-01-01');
    await waitFor(() =>
      expect(errorOf(/^Date of birth/)).toBe(
        'The main guest must be at least 18 years old on the check-in date',
      ),
    );
  });

  it('keeps only digits, plus signs and single or double spaces in the phone (rule N)', async () => {
    const { user } = await openGuestForm(atHolder());
    await user.type(screen.getByLabelText(/^Phone/), '+55 (11)   9x8765');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+55 11  98765');
  });

  it('asks a passport instead of a CPF from a foreigner', async () => {
    const { user } = await openGuestForm(atHolder());
    await user.click(screen.getByLabelText('I am a foreigner (no CPF)'));
    expect(screen.queryByLabelText(/^CPF/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Passport/), '12');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(/^Passport/)).toMatch(/^Invalid document: enter your passport/),
    );
  });

  it('fills street, city and state from a Brazilian CEP', async () => {
    const { user } = await openGuestForm(atHolder(), [], zip);
    await user.type(screen.getByLabelText(/^CEP/), '01310-100');
    await waitFor(() => expect(screen.getByLabelText(/^Street/)).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText(/^State/)).toHaveValue('SP');
  });

  // The zip lookup fails; the server words its errors in the language the request asks.
  const failingZip = http.get('*/api/zip/:cep', ({ request }) =>
    HttpResponse.json(
      {
        statusCode: 502,
        code: 'ZIP_LOOKUP_FAILED',
        message: request.headers.get('accept-language')?.startsWith('es')
          ? 'Error al buscar el código postal'
          : 'Error when fetching zip code',
      },
      { status: 502 },
    ),
  );

  /** Types a CEP whose lookup fails; the announced message beside it. */
  const typeFailingCep = async (user: UserEvent, error: string) => {
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    return (await screen.findByText(error)).closest('[aria-live="polite"]');
  };

  it('says beside the CEP when its lookup fails, and the address is typed by hand', async () => {
    const { user } = await openGuestForm(atHolder(), [], failingZip);
    const problem = await typeFailingCep(user, 'Error when fetching zip code');
    expect(problem).toHaveTextContent(
      'Error when fetching zip code Please type the address by hand.',
    );
    expect(screen.getByLabelText(/^CEP/)).toHaveAccessibleDescription(
      /Error when fetching zip code/,
    );
    await user.type(screen.getByLabelText(/^Street/), 'Avenida Paulista');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('Avenida Paulista');
  });

  it('says it in the chosen language', async () => {
    const { user } = await openGuestFormIn('es-ES', atHolder(), [], failingZip);
    const problem = await typeFailingCep(user, 'Error al buscar el código postal');
    expect(problem).toHaveTextContent(
      'Error al buscar el código postal Escribe la dirección a mano.',
    );
  });

  it('saves the holder (not the stay again) and moves on', async () => {
    const { user, saves } = await openGuestForm(atHolder(), [], zip);
    await fillHolder(user);
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Other guests' }),
    ).toBeInTheDocument();
    // The phone goes in E.164, as the country picker reads what was typed; the country as its
    // ISO code (issue 27).
    expect(saves[0]?.fields).toEqual({
      ...aSavedHolder(),
      phone: '+5511987654321',
      submit: false,
    });
  });

  it('keeps a saved CPF when left blank, showing it masked', async () => {
    const page = atHolder({
      form: { ...atHolder().form, name: 'Maria', cpf: '•••••••••25', cpfFilled: true },
    });
    await openGuestForm(page);
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('');
    expect(
      screen.getByText('Already sent: •••••••••25. Type only to change it.'),
    ).toBeInTheDocument();
  });

  it('goes back to the stay without checks, keeping what was typed', async () => {
    const { user } = await openGuestForm(atHolder());
    await user.type(screen.getByLabelText(/^Full name/), 'Mar');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Stay' })).toBeInTheDocument();
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your details' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Mar');
  });
});
