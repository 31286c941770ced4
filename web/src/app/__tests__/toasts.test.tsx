import { act, screen } from '@testing-library/react';
import { notify } from '../../lib/notifications/notify';
import { renderApp } from '../../testing/render-app';

describe('toasts', () => {
  it.each([
    ['pt-BR', 'Fechar'],
    ['es-ES', 'Cerrar'],
  ] as const)('name their close button in the page’s language (%s)', async (locale, close) => {
    renderApp('/', { locale });
    act(() => notify.success('Reserva criada'));
    expect(await screen.findByText('Reserva criada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
  });
});
