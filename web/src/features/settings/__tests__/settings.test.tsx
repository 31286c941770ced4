import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultAccountSettings, type Locale } from '@chegada/contracts';
import { fieldErrorsAnswer } from '../../../testing/fixtures';
import { fieldError } from '../../../testing/field-error';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { configApi, owner, stored, type Put } from './settings-kit';

type Options = { locale?: Locale; puts?: Put[]; failure?: () => Response };

const openSettings = async (settings = stored(), options: Options = {}) => {
  const { locale = 'en-US', puts = [], failure } = options;
  server.use(...sessionHandlers(owner));
  server.use(...configApi(settings, puts, failure));
  const view = renderApp('/u/config', { token: TOKEN, locale });
  await screen.findByRole('button', { name: /Save|Salvar|Guardar/ });
  return view;
};

const HOURS = 'Release access details (hours before check-in)';

describe('/u/config: loading (GET /api/config)', () => {
  it('shows the saved settings in their sections', async () => {
    await openSettings(stored({ emailHostOnSubmission: true, requireSelfie: false }));
    for (const name of [
      'Guest form languages',
      'Notifications',
      'Contacts',
      'Guest form and access',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const languages = within(screen.getByRole('group', { name: 'Languages offered to guests' }));
    expect(languages.getByLabelText('Português (Brasil)')).toBeChecked();
    expect(languages.getByLabelText('English (US)')).toBeChecked();
    expect(screen.getByLabelText('Default language')).toHaveValue('pt-BR');
    expect(screen.getByLabelText('Email me when a guest submits the form')).toBeChecked();
    expect(screen.getByLabelText('Require a guest selfie')).not.toBeChecked();
    expect(screen.getByLabelText('Contact email shown to guests')).toHaveValue('host@example.com');
    expect(screen.getByLabelText('Contact phone shown to guests')).toHaveValue('');
    expect(screen.getByLabelText(HOURS)).toHaveValue('2');
  });

  // Issue 27: the guest form shows the deposit step wherever the property asks one (> 0).
  it.each([
    [
      'en-US',
      'New properties start with the deposit (pix) section open',
      'Only changes the new-property form: guests see the deposit step at each property whose deposit is above 0.',
    ],
    [
      'pt-BR',
      'Imóveis novos começam com a seção de caução (pix) aberta',
      'Só muda o formulário de imóvel novo: o hóspede vê a etapa de caução em cada imóvel cuja caução passa de 0.',
    ],
    [
      'es-ES',
      'Las propiedades nuevas empiezan con la sección de fianza (pix) abierta',
      'Solo cambia el formulario de propiedad nueva: el huésped ve el paso de la fianza en cada propiedad cuya fianza supera 0.',
    ],
  ] as const)(
    'says in %s that the deposit setting only prefills new properties',
    async (locale, label, hint) => {
      await openSettings(stored(), { locale });
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(hint);
    },
  );

  it('says so when the settings cannot be loaded', async () => {
    server.use(...sessionHandlers(owner));
    server.use(
      http.get('*/api/config', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno no servidor' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/u/config', { token: TOKEN, locale: 'en-US' });
    // The shell's toast says the first half too; the page adds why.
    expect(
      await screen.findByText(
        'Error retrieving config: An internal server error has occurred. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/u/config: validation with the shared schema', () => {
  it.each([
    [
      'pt-BR',
      'Liberar os dados de acesso (horas antes do check-in)',
      'Campo obrigatório',
      'Informe de 0 a 72 horas',
    ],
    ['en-US', HOURS, 'Required field', 'Enter 0 to 72 hours'],
    [
      'es-ES',
      'Liberar los datos de acceso (horas antes de la entrada)',
      'Campo obligatorio',
      'Indica de 0 a 72 horas',
    ],
  ] as const)(
    'in %s the access release hours are required, from 0 to 72',
    async (locale, label, required, range) => {
      const { user } = await openSettings(stored(), { locale });
      await user.clear(screen.getByLabelText(label));
      await user.tab();
      expect(fieldError(label)).toBe(required);
      await user.type(screen.getByLabelText(label), '73');
      await user.tab();
      expect(fieldError(label)).toBe(range);
    },
  );

  it('checks contacts, integers and the offered languages, and sends nothing while invalid', async () => {
    const puts: Put[] = [];
    const { user } = await openSettings(stored(), { puts });
    await user.type(screen.getByLabelText('Contact phone shown to guests'), 'call me');
    await user.clear(screen.getByLabelText('Contact email shown to guests'));
    await user.type(screen.getByLabelText('Contact email shown to guests'), 'host@');
    await user.clear(screen.getByLabelText(HOURS));
    await user.type(screen.getByLabelText(HOURS), '1.5');
    await user.click(screen.getByLabelText('Português (Brasil)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldError('Contact phone shown to guests')).toBe('Invalid phone number');
    expect(fieldError('Contact email shown to guests')).toBe('Invalid email');
    expect(fieldError(HOURS)).toBe('Integers only');
    expect(fieldError('Default language')).toBe(
      'The default language must be one of the languages offered to guests',
    );
    await user.click(screen.getByLabelText('English (US)'));
    await user.click(screen.getByLabelText('Español (España)'));
    const languages = screen.getByRole('group', { name: 'Languages offered to guests' });
    expect(languages).toHaveAccessibleDescription('Choose at least one value');
    expect(puts).toEqual([]);
  });
});

describe('/u/config: saving (PUT /api/config/:id)', () => {
  it("sends every setting, empty contacts as null, and says 'Data updated'", async () => {
    const puts: Put[] = [];
    const { user } = await openSettings(stored(), { puts });
    await user.click(screen.getByLabelText('Português (Brasil)'));
    await user.selectOptions(screen.getByLabelText('Default language'), 'en-US');
    await user.click(
      screen.getByLabelText('New properties start with the deposit (pix) section open'),
    );
    await user.clear(screen.getByLabelText('Contact email shown to guests'));
    await user.type(
      screen.getByLabelText("Doorman's email for the arrivals list"),
      'portaria@example.com',
    );
    await user.clear(screen.getByLabelText(HOURS));
    await user.type(screen.getByLabelText(HOURS), '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data updated')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        path: `/api/config/${owner.id}`,
        body: {
          ...defaultAccountSettings,
          defaultLanguage: 'en-US',
          guestLanguages: ['en-US', 'es-ES'],
          showDepositStep: true,
          hostContactEmail: null,
          doormanListEmail: 'portaria@example.com',
          accessReleaseHoursBeforeCheckIn: 6,
        },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(HOURS)).toHaveValue('6'));
    expect(screen.getByLabelText('Português (Brasil)')).not.toBeChecked();
  });

  it.each([
    ['pt-BR', 'Salvar', 'Dados atualizados'],
    ['es-ES', 'Guardar', 'Datos actualizados'],
  ] as const)('says so in %s', async (locale, save, saved) => {
    const { user } = await openSettings(stored(), { locale });
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(saved)).toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    const failure = () =>
      fieldErrorsAnswer([{ field: 'doormanListEmail', message: 'Invalid email' }]);
    const { user } = await openSettings(stored(), { failure });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError("Doorman's email for the arrivals list")).toBe('Invalid email'),
    );
    // The fields say what is wrong; a toast saying "fill in all required fields" would not.
    expect(screen.queryByText('Fill in all required fields')).not.toBeInTheDocument();
    expect(screen.queryByText('Data updated')).not.toBeInTheDocument();
  });

  it('sends the guest link on creation by its own toggles, apart from the approval ones', async () => {
    const puts: Put[] = [];
    const { user } = await openSettings(stored(), { puts });
    const notifications = within(screen.getByRole('group', { name: 'Notifications' }));
    const email = notifications.getByLabelText(
      'Email the guest the form link when the reservation is created',
    );
    const whatsapp = notifications.getByLabelText(
      'WhatsApp the guest the form link when the reservation is created',
    );
    expect(email).toBeChecked();
    expect(whatsapp).toBeChecked();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data updated')).toBeInTheDocument();
    expect(puts[0]?.body).toMatchObject({
      emailGuestLinkOnCreation: false,
      whatsappGuestLinkOnCreation: true,
      emailGuestOnApproval: true,
    });
    await waitFor(() => expect(email).not.toBeChecked());
  });
});
