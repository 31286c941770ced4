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

describe('the record of processing and the incident runbook', () => {
  it.each([
    ['record-of-processing', 'Record of processing (LGPD art. 37)', /crypto-shredding/i],
    ['incident-runbook', 'Incident runbook (personal data)', /3 business days/],
  ])('are linked from the privacy policy and open as pages (%s)', async (name, title, fact) => {
    const { user } = renderApp('/privacy-policy/en-US');
    await user.click(await screen.findByRole('link', { name: `/lgpd/${name}` }));
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading.closest('article')).toHaveTextContent(fact);
  });

  it('shows the retention periods as a table', async () => {
    renderApp('/lgpd/record-of-processing');
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent(/N days after checkout \(default 30\)/);
    expect(table).toHaveTextContent(/6 months after the session's last request/);
  });

  it('lets the keyboard reach the table, which scrolls sideways on a phone', async () => {
    renderApp('/lgpd/record-of-processing');
    const region = await screen.findByRole('region', { name: /^what · when it goes/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('numbers the runbook’s steps, with the cases of a step listed under it', async () => {
    renderApp('/lgpd/incident-runbook');
    const step = (await screen.findByText('Contain.')).closest('li')!;
    const cases = within(step).getAllByRole('listitem');
    expect(cases).toHaveLength(4);
    expect(cases[0]).toHaveTextContent(/^a leaked secret: rotate it/);
    // 'Keep evidence' is the third step, not the seventh.
    const steps = [...step.parentElement!.children].map((item) => item.firstChild?.textContent);
    expect(steps).toEqual(['Open the incident.', 'Contain.', 'Keep evidence.']);
  });

  it('has no page for another name', async () => {
    renderApp('/lgpd/nothing', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
