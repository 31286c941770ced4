import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aFillingPage, aSavedStay } from '../../../testing/guest-form-fixtures';
import { errorOf, openGuestForm } from './guest-form-steps';

const atHolder = () =>
  aFillingPage({
    form: aSavedStay(),
    missing: ['name', 'doc_front'],
  });

const candidate = {
  selectedGuestId: 'sel-1',
  destinations: [
    { channel: 'email', masked: 'm***@example.com' },
    { channel: 'whatsapp', masked: '+55 ** *****-4321' },
  ],
};

const importServer = (page: ReturnType<typeof atHolder>, sendFails = false) => [
  http.post(`*/api/stays/reservations/import-last-reservation/${page.id}`, () =>
    HttpResponse.json({ data: [candidate] }),
  ),
  http.post('*/api/stays/reservations/generate-code-previous-data', () =>
    sendFails
      ? HttpResponse.json(
          { statusCode: 502, code: 'IMPORT_WHATSAPP_FAILED', message: 'Error sending WhatsApp.' },
          { status: 502 },
        )
      : HttpResponse.json({ success: true, message: 'sent', destination: '+55 ** *****-4321' }),
  ),
  http.post('*/api/stays/reservations/import-data-form', async ({ request }) => {
    const body = (await request.json()) as { code: string };
    return body.code === '123456'
      ? HttpResponse.json({
          success: true,
          message: 'Data imported successfully!',
          data: {
            name: 'Maria Silva',
            email: 'maria@example.com',
            cpf: '•••••••••25',
            cpfFilled: true,
          },
        })
      : HttpResponse.json(
          {
            statusCode: 422,
            code: 'IMPORT_CODE_INVALID',
            message: 'Invalid code. Check it and try again.',
          },
          { status: 422 },
        );
  }),
];

describe('importing earlier data (spec §2, §5, §8)', () => {
  it('finds the earlier stay, sends the code by WhatsApp and fills the form', async () => {
    const page = atHolder();
    const { user } = await openGuestForm(page, [], ...importServer(page));
    await user.click(screen.getByRole('button', { name: /Import your data/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import data from an earlier stay' });
    await user.type(within(dialog).getByLabelText(/^Document number/), '529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByLabelText('WhatsApp: +55 ** *****-4321'));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText('We sent a code to +55 ** *****-4321'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(errorOf(/^6-digit code/)).toBe('The import code of 6 digits is required'),
    );
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('Invalid code. Check it and try again.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^6-digit code/));
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Data imported successfully!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Maria Silva');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maria@example.com');
  });

  it("says when the code could not be sent ('Error sending WhatsApp.')", async () => {
    const page = atHolder();
    const { user } = await openGuestForm(page, [], ...importServer(page, true));
    await user.click(screen.getByRole('button', { name: /Import your data/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Document number/), '529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByLabelText('WhatsApp: +55 ** *****-4321'));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Error sending WhatsApp.')).toBeInTheDocument();
  });
});
