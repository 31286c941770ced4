import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CompanyInfo, DataRequestView, Locale } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { openPrivacyPage } from './privacy-page-kit';

// Walk60 (issue 32), on the guest's data page.

const NO_EMAIL: Record<Locale, string> = {
  'pt-BR': 'Não há e-mail nesta reserva para confirmar o pedido. Fale com o anfitrião.',
  'en-US': 'This reservation has no e-mail to confirm the request with. Please contact the host.',
  'es-ES': 'Esta reserva no tiene correo para confirmar la solicitud. Habla con el anfitrión.',
};

const company = (overrides: Partial<CompanyInfo> = {}): CompanyInfo => ({
  name: 'Pousada do Mar',
  friendlyCode: 'pousada-mar',
  logo: null,
  phone: '+55 48 99999-0000',
  website: null,
  supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
  ...overrides,
});

/**
 * The link's API; a request refused as the server words it: in the language `?lang` names,
 * else in the browser's (walk60's Chromium sent its own pt-BR Accept-Language on the POST).
 */
const linkApi = (requests: DataRequestView[], info = company()) =>
  server.use(
    http.get('*/api/stays/company-info/:code', () => HttpResponse.json({ data: info })),
    http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json(requests)),
    http.post('*/api/stays/guestForm/r-1/data-requests', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang');
      const message = NO_EMAIL[(lang as Locale | null) ?? 'pt-BR'] ?? NO_EMAIL['pt-BR'];
      return HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message,
          errors: [{ field: 'kind', message }],
        },
        { status: 400 },
      );
    }),
  );

// Her deletion, done: her e-mail went with the rest at the stay's end. As the API reads it
// (deletionReadNow): the first answer's `removed`, and what the completion kept (walk61).
const herDeletion = aDataRequest({
  kind: 'deletion',
  status: 'answered',
  correction: null,
  confirmedAt: '2026-11-30T12:01:00.000Z',
  answeredAt: '2026-11-30T12:01:00.000Z',
  completedAt: '2026-12-01T15:00:00.000Z',
  deletion: {
    removed: ['biometric'],
    kept: [{ part: 'identity', reason: 'retention', until: '2027-12-01T03:00:00.000Z' }],
  },
});

describe('the guest’s data page, in the language she chose', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    window.history.pushState(null, '', '/');
    jest.restoreAllMocks();
  });

  it.each([
    ['es-ES', 'Una copia de mis datos (JSON y PDF, por correo)', 'Enviar código para confirmar'],
    ['en-US', 'A copy of my data (JSON and PDF, by e-mail)', 'Send a code to confirm'],
  ] as const)('in %s reads a refusal in that language', async (locale, copy, ask) => {
    linkApi([]);
    const user = openPrivacyPage(locale);
    await user.click(await screen.findByRole('radio', { name: copy }));
    await user.click(screen.getByRole('button', { name: ask }));
    expect((await screen.findAllByText(NO_EMAIL[locale])).length).toBeGreaterThan(0);
    expect(screen.queryByText(NO_EMAIL['pt-BR'])).not.toBeInTheDocument();
  });

  it.each([
    [
      'pt-BR',
      /Seus dados foram excluídos, e com eles o e-mail/,
      'Para pedir algo mais, fale com Pousada do Mar: (48) 99999-0000.',
    ],
    [
      'en-US',
      /Your data was deleted, and with it the e-mail/,
      'To ask anything more, contact Pousada do Mar: (48) 99999-0000.',
    ],
    [
      'es-ES',
      /Tus datos se eliminaron, y con ellos el correo/,
      'Para pedir algo más, contacta con Pousada do Mar: (48) 99999-0000.',
    ],
  ] as const)(
    'in %s says up front, once her e-mail went, that only the host can take a request',
    async (locale, said, contact) => {
      linkApi([herDeletion]);
      openPrivacyPage(locale);
      const notice = (await screen.findByText(said)).closest('div')!;
      expect(notice).toHaveTextContent(contact);
      expect(within(notice).getByRole('link', { name: '(48) 99999-0000' })).toHaveAttribute(
        'href',
        'tel:+5548999990000',
      );
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  // Issue 32's walk: at 360 px the host's number broke in two, "+55 48" above "99999-0000".
  it('keeps the host’s number on one line', async () => {
    linkApi([herDeletion]);
    openPrivacyPage('pt-BR');
    const phone = await screen.findByRole('link', { name: '(48) 99999-0000' });
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('offers the languages of the property only, as the link’s other pages do', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    linkApi([], company({ supportedLanguages: ['pt-BR'] }));
    openPrivacyPage('es-ES');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seus dados pessoais' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Idioma/ })).not.toBeInTheDocument();
  });

  it('keeps the choice made on it for the link’s other pages', async () => {
    linkApi([], company({ supportedLanguages: ['pt-BR', 'es-ES'] }));
    const user = openPrivacyPage('pt-BR');
    const picker = await screen.findByRole('combobox', { name: 'Idioma' });
    const offered = () =>
      within(picker)
        .getAllByRole('option')
        .map(({ textContent }) => textContent);
    await waitFor(() => expect(offered()).toEqual(['Português', 'Español']));
    await user.selectOptions(picker, 'es-ES');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tus datos personales' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('chegada.locale')).toBe('es-ES');
  });
});
