import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aFillingPage,
  aSavedHolder,
  aSavedStay,
  type Saved,
} from '../../../testing/guest-form-fixtures';
import { errorOf, fillHolder, next, openGuestForm, openOwnLinkIn, zip } from './guest-form-steps';

// Maria's data as the server shows it on a device that neither saved it nor proved a code.
const maskedHolder = {
  name: 'M••• S•••',
  isForeign: false,
  cpf: '•••••••••25',
  cpfFilled: true,
  email: 'm•••@example.com',
  phone: '+55 •• •••••-4321',
  birthDate: '••••',
  address: {
    cep: '••••',
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
    street: '••••',
    number: '••••',
  },
};
const maskedFields = [
  'cpf',
  'name',
  'email',
  'phone',
  'birthDate',
  'address.cep',
  'address.street',
  'address.number',
];
const destinations = [
  { channel: 'email' as const, masked: 'm•••@example.com' },
  { channel: 'whatsapp' as const, masked: '+55 •• •••••-4321' },
];

const maskedPage = () =>
  aFillingPage({
    form: { ...aSavedStay(), ...maskedHolder },
    privacy: { maskedFields, unlockDestinations: destinations },
    missing: ['doc_front'],
  });

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ statusCode: status, code, message }, { status });

type Call = { body: Record<string, unknown>; headers: Headers };

/**
 * The unlock routes: any code sends; 123456 unlocks (the page then comes in full), 000000 is
 * wrong, 111111 expired, and 222222 one try too many.
 */
const unlockServer = (page: GuestFormPage, full: Record<string, unknown>, calls: Call[]) => {
  let unlocked = false;
  return [
    http.get(`*/api/stays/guestForm/${page.id}`, () =>
      unlocked
        ? HttpResponse.json({
            data: { ...page, form: full, privacy: { maskedFields: [], unlockDestinations: [] } },
          })
        : undefined,
    ),
    http.post(`*/api/stays/guestForm/${page.id}/unlock-code`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ body, headers: request.headers });
      const sent = destinations.find((destination) => destination.channel === body.channel);
      return HttpResponse.json({ success: true, message: 'sent', destination: sent?.masked });
    }),
    http.post(`*/api/stays/guestForm/${page.id}/unlock`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ body, headers: request.headers });
      if (body.code === '000000')
        return refusal(422, 'IMPORT_CODE_INVALID', 'Invalid code. Check it and try again.');
      if (body.code === '111111')
        return refusal(
          422,
          'IMPORT_CODE_EXPIRED',
          'This code is no longer valid. Ask for a new one.',
        );
      if (body.code === '222222')
        return refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Try again in 10 minutes.');
      unlocked = true;
      return HttpResponse.json({
        success: true,
        message: 'Your data is now shown on this device.',
      });
    }),
  ];
};

describe('data saved on another device, masked on this one (issue 15)', () => {
  it('shows it masked and read only, says why, and unlocks it with a code', async () => {
    const page = maskedPage();
    const calls: Call[] = [];
    const full = { ...aSavedStay(), ...aSavedHolder(), cpf: '•••••••••25', cpfFilled: true };
    const { user } = await openGuestForm(page, [], zip, ...unlockServer(page, full, calls));
    await user.click(await screen.findByRole('button', { name: 'Your details' }));
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(screen.getByText(/Part of your data was saved on another device/)).toBeInTheDocument();
    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveValue('M••• S•••');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription('Hidden on this device to protect your data');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('m•••@example.com');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('••••');

    await user.click(screen.getByRole('button', { name: 'Unlock with a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'See your data on this device' });
    await user.click(within(dialog).getByLabelText('WhatsApp: +55 •• •••••-4321'));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText('We sent a code to +55 •• •••••-4321'),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ channel: 'whatsapp', lang: 'en-US' });
    expect(calls[0]?.headers.get('source')).toBe('airbnb');
    // A new code only after a wait.
    expect(
      within(dialog).getByRole('button', { name: /You can ask for a new code in \d+ s/ }),
    ).toBeDisabled();

    const code = within(dialog).getByLabelText(/^6-digit code/);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(errorOf(/^6-digit code/)).toBe('The 6-digit code is required'));
    for (const [typed, said] of [
      ['000000', 'Invalid code. Check it and try again.'],
      ['111111', 'This code is no longer valid. Ask for a new one.'],
      ['222222', 'Too many attempts. Try again in 10 minutes.'],
    ] as const) {
      await user.clear(code);
      await user.type(code, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(said);
    }
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByDisplayValue('Maria Silva')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maria@example.com');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('Avenida Paulista');
    expect(screen.queryByText(/Part of your data was saved/)).not.toBeInTheDocument();
  });

  it('lets the guest fill it in again and go on', async () => {
    const page = maskedPage();
    const saves: Saved[] = [];
    const { user } = await openGuestForm(page, saves, zip);
    await user.click(await screen.findByRole('button', { name: 'Your details' }));
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await user.click(screen.getByRole('button', { name: 'Fill in again' }));
    expect(await screen.findByText(/Type your data again/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Full name/)).not.toHaveAttribute('readonly');
    await next(user);
    await waitFor(() => expect(errorOf(/^Full name/)).toBe('Required field'));
    expect(saves).toHaveLength(0);
    await fillHolder(user);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Other guests' });
    const [holder] = saves.map((save) => save.fields);
    expect(holder).toMatchObject({ name: 'Maria Silva', email: 'maria@example.com' });
    expect(JSON.stringify(holder)).not.toContain('•');
  });

  it("an additional guest's link unlocks only that guest, with her key", async () => {
    const page = aFillingPage({
      form: { additionalGuest: { key: 'k1', name: 'A••• S•••', birthDate: '••••' } },
      privacy: {
        maskedFields: ['additionalGuest.name', 'additionalGuest.birthDate'],
        unlockDestinations: [destinations[1]!],
      },
      files: { k1: [] },
      missing: ['guest_0_doc_front'],
      additionalGuestIndex: 0,
    });
    const calls: Call[] = [];
    const { user } = await openOwnLinkIn('es-ES', page, [], ...unlockServer(page, {}, calls));
    await screen.findByText(/Parte de tus datos se guardó en otro dispositivo/);
    expect(screen.getByLabelText(/^Nombre completo/)).toHaveValue('A••• S•••');
    expect(screen.queryByText(/Maria/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desbloquear con un código' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /código/ }));
    await within(dialog).findByText(/Puedes pedir un código nuevo en \d+ s/);
    expect(calls[0]?.headers.get('additionalguestkey')).toBe('k1');
    expect(calls[0]?.body).toEqual({ channel: 'whatsapp', lang: 'es-ES' });
  });
});
