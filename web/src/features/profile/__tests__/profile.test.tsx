import { screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { aSessionUser, aSubUser, anAdmin } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { SessionUser } from '../../../lib/session/session-user';

const openProfile = async (user: SessionUser, locale: Locale = 'en-US') => {
  server.use(...sessionHandlers(user));
  const view = renderApp('/u/perfil', { token: TOKEN, locale });
  await screen.findByRole('heading', { level: 1, name: /Profile|Perfil/ });
  return view;
};

/** Each definition of a section as `term: description`. */
const section = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** The personal section: the line above the form, and the form's name and phone. */
const personal = () => {
  const region = within(screen.getByRole('region', { name: 'Personal data' }));
  return {
    text: region.getByText(/^Email/).textContent,
    name: region.getByLabelText<HTMLInputElement>(/^Name/).value,
    phone: region.getByLabelText<HTMLInputElement>(/^Phone/).value,
  };
};

describe('/u/perfil (GET /api/me)', () => {
  it("shows a store owner's data, company, guest links and trial", async () => {
    await openProfile(aSessionUser());
    // Saved as +5511999990000, written as people read it.
    await waitFor(() =>
      expect(personal()).toEqual({
        text: 'Email: ana@example.com · Account owner',
        name: 'Ana Souza',
        phone: '+55 11 99999 0000',
      }),
    );
    expect(section('Company')).toEqual([
      'Company name: Pousada Mar',
      'Company code: pousada-mar',
      'Guest links start with: http://localhost/p/formdata/pousada-mar/' +
        'Each reservation gets a link that starts like this, followed by its source and reservation number.',
    ]);
    // As /u/subscription words it: the plan, the status, the days left, each said once.
    expect(section('Subscription')).toEqual([
      'Plan: Free trial',
      'Status: On trial',
      'Trial ends: in 20 days',
    ]);
  });

  it('words the subscription in Portuguese and Spanish', async () => {
    const user = aSessionUser({
      currentSubscription: {
        status: 'trial',
        plan: { name: 'Trial' },
        trialDaysLeft: 1,
        paymentLink: null,
        ended: false,
      },
    });
    const { unmount } = await openProfile(user, 'pt-BR');
    expect(section('Assinatura')).toEqual([
      'Plano: Período de teste',
      'Situação: Em teste',
      'Fim do teste: em 1 dia',
    ]);
    unmount();
    localStorage.clear();
    await openProfile(user, 'es-ES');
    expect(section('Suscripción')).toEqual([
      'Plan: Periodo de prueba',
      'Estado: En prueba',
      'Fin de la prueba: en 1 día',
    ]);
  });

  it("shows a sub-user its owner's company and a paid plan without trial days", async () => {
    await openProfile(
      aSubUser({
        phone: null,
        currentSubscription: {
          status: 'active',
          plan: { name: 'Pro 10' },
          trialDaysLeft: null,
          paymentLink: null,
          ended: false,
        },
      }),
    );
    expect(personal()).toEqual({
      text: 'Email: ana@example.com · Sub-user',
      name: 'Bruno Lima',
      phone: '',
    });
    expect(section('Subscription')).toEqual(['Plan: Pro 10', 'Status: Active']);
  });

  it('shows an admin no company and no subscription', async () => {
    await openProfile(anAdmin());
    expect(personal().text).toBe('Email: ana@example.com · Administrator');
    expect(screen.queryByRole('region', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subscription' })).not.toBeInTheDocument();
  });
});
