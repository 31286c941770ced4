import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fieldErrorsAnswer } from '../../../testing/fixtures';
import type { Locale } from '@chegada/contracts';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aGuestFormPage, guestFormServer } from '../../../testing/guest-form-fixtures';
import { errorOf, pick } from './guest-form-steps';

const POST_PATH = `*/api/stays/generic/guestForm/pousada-mar/res-1/other`;
const genericPage = {
  company: { name: 'Pousada Mar', friendlyCode: 'pousada-mar', phone: '+55 81 99999-0000' },
  residence: {
    name: 'Casa da Praia',
    city: 'Recife',
    state: 'PE',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    maxGuests: 4,
    timeZone: 'America/Sao_Paulo',
    supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
  },
};

type Booked = { body: unknown; key: string | null };
const created = () =>
  HttpResponse.json(
    { data: { id: 'new-1', source: 'other', link: '/p/formdata/pousada-mar/other/new-1' } },
    { status: 201 },
  );

/** Opens the unique link; each POST is recorded, then answered by `answer`. */
const openGeneric = async (locale: Locale, answer: (call: number) => Response = created) => {
  const booked: Booked[] = [];
  server.use(
    http.get(POST_PATH, () => HttpResponse.json({ data: genericPage })),
    http.post(POST_PATH, async ({ request }) => {
      booked.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return answer(booked.length);
    }),
    ...guestFormServer(aGuestFormPage({ id: 'new-1', source: 'other' })),
  );
  const view = renderApp('/p/formdata/generic/pousada-mar/res-1/other', { locale });
  expect(await screen.findByText('Casa da Praia')).toBeInTheDocument();
  await screen.findByRole('button', { name: /^Contin/ }, { timeout: 20_000 });
  return { ...view, booked };
};

const labels = {
  'en-US': { name: /^Full name/, in: /^Check-in date/, out: /^Check-out date/, n: /^How many/ },
  'pt-BR': {
    name: /^Nome completo/,
    in: /^Data do check-in/,
    out: /^Data do check-out/,
    n: /^Quantas/,
  },
  'es-ES': {
    name: /^Nombre completo/,
    in: /^Fecha del check-in/,
    out: /^Fecha del check-out/,
    n: /^Cuántas/,
  },
};

const fill = async (
  user: ReturnType<typeof renderApp>['user'],
  locale: Locale,
  checkIn: string,
  checkOut: string,
) => {
  const label = labels[locale];
  await user.type(screen.getByLabelText(label.name), 'Maria Silva');
  pick(label.in, checkIn);
  pick(label.out, checkOut);
  await user.type(screen.getByLabelText(label.n), '2');
  await user.click(screen.getByRole('button', { name: /^Contin/ }));
};

describe("the property's unique link (spec §2)", () => {
  it('asks name and dates, creates the reservation and opens its form', async () => {
    const { user, router, booked } = await openGeneric('en-US');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf(/^Full name/)).toBe('Required field'));
    await fill(user, 'en-US', '2030-03-12', '2030-03-15');
    await waitFor(() => expect(currentPath(router)).toBe('/p/formdata/pousada-mar/other/new-1'));
    expect(booked[0]?.body).toEqual({
      guestName: 'Maria Silva',
      checkInDate: '2030-03-12',
      checkOutDate: '2030-03-15',
      maxGuests: 2,
      language: 'en-US',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stay' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('refuses a check-in before the property’s today on its field, sending nothing', async () => {
    const { user, booked } = await openGeneric('en-US');
    await fill(user, 'en-US', '2020-01-10', '2020-01-12');
    await waitFor(() => expect(errorOf(/^Check-in date/)).toBe('Check-in cannot be before today'));
    expect(screen.getByLabelText(/^Check-in date/)).toHaveAttribute('aria-invalid', 'true');
    expect(booked).toHaveLength(0);
  });

  it('refuses a check-out that is not after the check-in', async () => {
    const { user, booked } = await openGeneric('es-ES');
    await fill(user, 'es-ES', '2030-03-12', '2030-03-12');
    await waitFor(() =>
      expect(errorOf(/^Fecha del check-out/)).toBe('El check-out debe ser posterior al check-in'),
    );
    expect(booked).toHaveLength(0);
  });

  it("shows the server's refusal of the date on the check-in field", async () => {
    // Near midnight the phone's clock may still be on the property's yesterday.
    const refusal = fieldErrorsAnswer(
      [{ field: 'checkInDate', message: 'O check-in não pode ser antes de hoje' }],
      'Dados inválidos',
    );
    const { user, router } = await openGeneric('pt-BR', () => refusal);
    await fill(user, 'pt-BR', '2030-03-12', '2030-03-15');
    await waitFor(() =>
      expect(errorOf(/^Data do check-in/)).toBe('O check-in não pode ser antes de hoje'),
    );
    expect(currentPath(router)).toBe('/p/formdata/generic/pousada-mar/res-1/other');
  });

  it('retries a start whose answer was lost with the same key, so one reservation', async () => {
    const { user, router, booked } = await openGeneric('en-US', (call) =>
      call === 1 ? HttpResponse.error() : created(),
    );
    await fill(user, 'en-US', '2030-03-12', '2030-03-15');
    expect(await screen.findByText(/Could not connect to server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath(router)).toBe('/p/formdata/pousada-mar/other/new-1'));
    expect(booked).toHaveLength(2);
    expect(booked[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(booked[1]?.key).toBe(booked[0]?.key);
  });

  it('waits for a start still running under the same key, then opens its form', async () => {
    const stillRunning = () =>
      HttpResponse.json(
        {
          statusCode: 409,
          code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
          message: 'A request with this Idempotency-Key is still running',
        },
        { status: 409 },
      );
    const { user, router, booked } = await openGeneric('en-US', (call) =>
      call === 1 ? stillRunning() : created(),
    );
    await fill(user, 'en-US', '2030-03-12', '2030-03-15');
    await waitFor(() => expect(currentPath(router)).toBe('/p/formdata/pousada-mar/other/new-1'), {
      timeout: 5000,
    });
    expect(booked).toHaveLength(2);
    expect(booked[1]?.key).toBe(booked[0]?.key);
    expect(screen.queryByText(/still running/)).not.toBeInTheDocument();
  });

  it('moves a page opened in a language the property does not offer to one it does, header and all', async () => {
    server.use(
      http.get(POST_PATH, () =>
        HttpResponse.json({
          data: {
            ...genericPage,
            residence: { ...genericPage.residence, supportedLanguages: ['pt-BR', 'en-US'] },
          },
        }),
      ),
    );
    renderApp('/p/formdata/generic/pousada-mar/res-1/other', { locale: 'es-ES' });
    expect(await screen.findByText('Casa da Praia')).toBeInTheDocument();
    expect(await screen.findByLabelText(labels['pt-BR'].name)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    const language = screen.getByRole('combobox', { name: 'Idioma' });
    expect(language).toHaveValue('pt-BR');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'pt-BR',
      'en-US',
    ]);
  });
});
