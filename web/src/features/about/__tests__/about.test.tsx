import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';

describe('/sobre-nos', () => {
  it.each([
    [
      'pt-BR',
      'Sobre nós',
      'Até 70% menos tempo com check-in',
      'Comece seu teste grátis de 30 dias',
    ],
    ['en-US', 'About Us', 'Up to 70% less time on check-in', 'Start your 30-day free trial'],
    [
      'es-ES',
      'Sobre nosotros',
      'Hasta un 70% menos de tiempo en el check-in',
      'Empieza tu prueba gratuita de 30 días',
    ],
  ] as const)(
    'tells the product in %s, with its claim and the trial',
    async (locale, title, claim, cta) => {
      renderApp('/sobre-nos', { locale });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: claim })).toBeInTheDocument();
      expect(screen.getByText(/LGPD/, { selector: 'h2' })).toBeInTheDocument();
      // The days the server gives with the price tables (the test server: 30).
      expect(await screen.findByRole('link', { name: cta })).toHaveAttribute('href', '/register');
    },
  );
});
