import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultAccountSettings, type Locale, type RetentionSettings } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aSessionUser } from '../../../testing/fixtures';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

// Issue 32: /u/config's retention panel — the host's two periods within the platform's bounds,
// the periods the law sets, and the server's field errors, in each language.

const WORDS = {
  'pt-BR': {
    biometric: /^Dados biométricos/,
    personal: /^Documentos e dados pessoais/,
    save: 'Salvar prazos',
    saved: 'Prazos de retenção salvos',
    duties: /registros de acesso .+ 6 meses .+ 5 anos/,
    tooLong: 'Informe de 0 a 90 dias',
  },
  'en-US': {
    biometric: /^Biometric data/,
    personal: /^Documents and personal data/,
    save: 'Save periods',
    saved: 'Retention periods saved',
    duties: /access logs .+ 6 months .+ 5 years/,
    tooLong: 'Enter 0 to 90 days',
  },
  'es-ES': {
    biometric: /^Datos biométricos/,
    personal: /^Documentos y datos personales/,
    save: 'Guardar plazos',
    saved: 'Plazos de conservación guardados',
    duties: /registros de acceso .+ 6 meses .+ 5 años/,
    tooLong: 'Indica de 0 a 90 días',
  },
} as const;

const owner = aSessionUser();

/** The config endpoints the page reads, and the retention ones over settings in memory. */
const api = (puts: RetentionSettings[]) => {
  let current: RetentionSettings = { biometricDays: 30, personalDataMonths: 12 };
  server.use(...sessionHandlers(owner));
  server.use(
    http.get('*/api/config', () =>
      HttpResponse.json({ data: { id: owner.id, ...defaultAccountSettings } }),
    ),
    http.get('*/api/integrations/stays', () => HttpResponse.json({ data: null })),
    http.get('*/api/retention/settings', () => HttpResponse.json({ data: current })),
    http.put('*/api/retention/settings', async ({ request }) => {
      const body = (await request.json()) as RetentionSettings;
      puts.push(body);
      current = body;
      return HttpResponse.json({ data: current });
    }),
  );
};

describe.each(Object.entries(WORDS))('/u/config: data retention, in %s', (locale, words) => {
  it('shows the periods, saves the host’s choice and says what the law sets', async () => {
    const puts: RetentionSettings[] = [];
    api(puts);
    const { user } = renderApp('/u/config', { token: TOKEN, locale: locale as Locale });
    const biometric = await screen.findByLabelText(words.biometric);
    expect(biometric).toHaveValue('30');
    expect(screen.getByLabelText(words.personal)).toHaveValue('12');
    expect(screen.getByText(words.duties)).toBeInTheDocument();

    await user.clear(biometric);
    await user.type(biometric, '91');
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.tooLong)).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(biometric);
    await user.type(biometric, '7');
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.saved)).toBeInTheDocument();
    expect(puts).toEqual([{ biometricDays: 7, personalDataMonths: 12 }]);
  });
});

describe('the record of processing and the incident plan, for hosts', () => {
  it.each([
    ['en-US', 'record of processing', 'What data we process, why, and for how long', /Serpro/],
    [
      'en-US',
      'incident response plan',
      'What to do in a personal data incident',
      /3 business days/,
    ],
    [
      'pt-BR',
      'registro das operações de tratamento',
      'Que dados tratamos, por quê e por quanto tempo',
      /de 0 a 90/,
    ],
    [
      'pt-BR',
      'plano de resposta a incidentes',
      'O que fazer num incidente com dados pessoais',
      /3 dias úteis/,
    ],
    [
      'es-ES',
      'registro de las actividades de tratamiento',
      'Qué datos tratamos, por qué y durante cuánto tiempo',
      /de 1 a 60/,
    ],
    [
      'es-ES',
      'plan de respuesta a incidentes',
      'Qué hacer ante un incidente con datos personales',
      /3 días hábiles/,
    ],
  ] as const)(
    'in %s, the policy’s “%s” opens a page a host reads, in the interface’s language',
    async (locale, link, title, fact) => {
      const { user } = renderApp(`/privacy-policy/${locale}`, { locale });
      await user.click(await screen.findByRole('link', { name: link }));
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const page = heading.closest('article')!;
      expect(page).toHaveTextContent(fact);
      // Words for a host: no table, no table or variable names.
      expect(within(page).queryByRole('table')).toBeNull();
      expect(page).not.toHaveTextContent(/[a-z]+_[a-z_]+|[A-Z]{3,}_[A-Z_]+/);
    },
  );

  it('has no page for another name', async () => {
    renderApp('/lgpd/nothing', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
