import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerLeavePrompt } from '../../../testing/leave-prompt';
import { server } from '../../../testing/server';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, openReview } from './review-kit';

/** The three calls of the import, each logging its body. */
const importCalls = () => {
  const bodies: Record<string, unknown[]> = { find: [], code: [], import: [] };
  server.use(
    http.post(
      `*/api/stays/reservations/import-last-reservation/${RESERVATION_ID}`,
      async ({ request }) => {
        bodies.find!.push(await request.json());
        return HttpResponse.json({
          data: [
            {
              selectedGuestId: 'g-1',
              destinations: [{ channel: 'email', masked: 'c***@example.com' }],
            },
          ],
        });
      },
    ),
    http.post('*/api/stays/reservations/generate-code-previous-data', async ({ request }) => {
      bodies.code!.push(await request.json());
      return HttpResponse.json({ success: true, message: 'We sent a code to c***@example.com' });
    }),
    http.post('*/api/stays/reservations/import-data-form', async ({ request }) => {
      bodies.import!.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Data imported successfully!', data: {} });
    }),
  );
  return bodies;
};

describe('import previous data, from the review', () => {
  it('finds the earlier stay, sends the guest a code, and imports with it', async () => {
    reviewApi({ page: aReservationPage({ status: 0, statusName: 'TO_FORM', form: {} }) });
    const bodies = importCalls();
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Import earlier data' }));
    const dialog = screen.getByRole('dialog', { name: 'Import data from an earlier stay' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Document number' }),
      '529.982.247-25',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(
      await within(dialog).findByRole('combobox', { name: 'Send the code to' }),
    ).toHaveDisplayValue('Email: c***@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to c***@example.com')).toBeInTheDocument();
    await user.type(await within(dialog).findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Data imported successfully!')).toBeInTheDocument();
    expect(bodies).toEqual({
      find: [{ docType: 'cpf', doc: '529.982.247-25', source: 'airbnb' }],
      code: [{ selectedGuestId: 'g-1', channel: 'email', lang: 'pt-BR' }],
      import: [
        {
          actualGuestId: RESERVATION_ID,
          selectedGuestId: 'g-1',
          code: '123456',
          isGoingToCurrentReservation: true,
          lang: 'pt-BR',
        },
      ],
    });
  });

  it('is not offered once the guest has sent the form', async () => {
    reviewApi();
    openReview();
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(screen.queryByRole('button', { name: 'Import earlier data' })).not.toBeInTheDocument();
  });

  it('asks before closing with a document typed in, and closes on "Leave without saving"', async () => {
    reviewApi({ page: aReservationPage({ status: 0, statusName: 'TO_FORM', form: {} }) });
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Import earlier data' }));
    const dialog = screen.getByRole('dialog', { name: 'Import data from an earlier stay' });
    const number = within(dialog).getByRole('textbox', { name: 'Document number' });
    await user.type(number, '529.982.247-25');
    await user.keyboard('{Escape}');
    await answerLeavePrompt(user, 'Keep editing');
    expect(number).toHaveValue('529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await answerLeavePrompt(user, 'Leave without saving');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
