import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HostDataRequestView, Locale } from '@chegada/contracts';
import { aDataRequest, aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

// Walk of issue 32: after the erasures the host could not tell which companion asked (titled
// "… · data deleted", the copy card no longer saying it came from her own link), and the
// answer line hedged ("if they confirmed one") without the "deletion complete" e-mail.
const aCompanionRequest = (overrides: Partial<HostDataRequestView>): HostDataRequestView => ({
  ...aDataRequest({
    status: 'answered',
    correction: null,
    requestedAt: '2026-12-01T12:00:00.000Z',
    confirmedAt: '2026-12-01T12:00:00.000Z',
    answeredAt: '2026-12-03T15:00:00.000Z',
  }),
  reservationId: '0d9b6c1e-8a3f-4b2a-9c7d-112233445566',
  guestName: null,
  companionEmail: null,
  companion: true,
  guest: 'k2',
  companionPlace: 2,
  erasedAt: null,
  residenceName: 'Casa Azul',
  checkIn: '2026-12-14T17:00:00.000Z',
  checkOut: '2026-12-18T14:00:00.000Z',
  ...overrides,
});

const deferred = aCompanionRequest({
  id: 'deletion-1',
  kind: 'deletion',
  guestName: 'Ana Souza',
  erasedAt: '2026-12-03T15:00:00.000Z',
  deletion: {
    removed: ['biometric', 'contact'],
    kept: [{ part: 'documents', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' }],
  },
});

const open = async (locale: Locale, requests: HostDataRequestView[]) => {
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get('*/api/data-requests', () => HttpResponse.json(requests)),
  );
  renderApp('/u/data-requests', { token: TOKEN, locale });
  await screen.findAllByRole('heading', { level: 2 });
};

describe('a companion’s requests after the erasures', () => {
  it.each([
    ['pt-BR', 'Acompanhante 2', 'Pedido feito pelo próprio link da pessoa acompanhante.'],
    ['en-US', 'Companion 2', 'Asked from the companion’s own link.'],
    ['es-ES', 'Acompañante 2', 'Solicitud hecha desde el enlace propio de la persona acompañante.'],
  ] as const)(
    'in %s names her by her place and says she asked from her own link',
    async (locale, title, ownLink) => {
      await open(locale, [
        aCompanionRequest({ id: 'copy-1', kind: 'copy', copySentAt: '2026-12-02T12:00:00.000Z' }),
      ]);
      const card = screen.getByRole('listitem', { name: new RegExp(` · ${title}$`) });
      expect(within(card).getByText(ownLink)).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/dados excluídos|data deleted|datos eliminados/);
    },
  );

  it.each([
    [
      'pt-BR',
      'Respondido em 3 de dez. de 2026 com a exclusão acima: a pessoa acompanhante recebeu o resultado por e-mail, no endereço que confirmou. Em 18 de dez. de 2026, dia do checkout (ou quando você finalizar o checkout, se antes), o restante é excluído e a pessoa recebe um e-mail dizendo que a exclusão foi concluída.',
    ],
    [
      'en-US',
      'Answered on Dec 3, 2026 by the erasure above: the companion was e-mailed the outcome at the address they confirmed. On Dec 18, 2026, the checkout day (or when you finish the checkout, if sooner), the rest is erased and they are e-mailed that the deletion is complete.',
    ],
    [
      'es-ES',
      'Respondida el 3 dic 2026 con la eliminación de arriba: la persona acompañante recibió el resultado por correo, en la dirección que confirmó. El 18 dic 2026, día del checkout (o cuando finalices el checkout, si es antes), se borra el resto y recibe un correo que dice que la eliminación se completó.',
    ],
  ] as const)(
    'in %s says what happens to an erasure waiting for the stay',
    async (locale, line) => {
      await open(locale, [deferred]);
      expect(screen.getByText(line)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(
        /se confirmou um|if they confirmed|si confirmó uno/,
      );
    },
  );

  it.each([
    ['pt-BR', 'A pessoa acompanhante recebeu um e-mail dizendo que a exclusão foi concluída.'],
    ['en-US', 'The companion was e-mailed that the deletion is complete.'],
    ['es-ES', 'La persona acompañante recibió un correo que dice que la eliminación se completó.'],
  ] as const)('in %s says she was told once the rest went', async (locale, told) => {
    await open(locale, [{ ...deferred, completedAt: '2026-12-18T03:10:00.000Z' }]);
    expect(screen.getByText(told)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/dia do checkout|checkout day|día del checkout/);
  });
});
