import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataRequestView } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { openPrivacyPage } from './privacy-page-kit';

// Walk62 (issue 32): after she confirmed a copy, the green "Request confirmed." stayed on screen
// while she chose another kind, as if it were said of the new request.
const copy = aDataRequest({ kind: 'copy', correction: null });

const linkApi = () => {
  const listed: DataRequestView[] = [];
  server.use(
    http.get('*/api/stays/company-info/:code', () =>
      HttpResponse.json({ data: { name: 'Pousada do Mar', friendlyCode: 'pousada-mar' } }),
    ),
    http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json(listed)),
    http.post('*/api/stays/guestForm/r-1/data-requests', () =>
      HttpResponse.json({ request: copy, destination: 'm•••@example.com' }, { status: 201 }),
    ),
    http.post('*/api/stays/guestForm/r-1/data-requests/:id/confirm', () => {
      const confirmed = { ...copy, confirmedAt: '2026-11-29T12:01:00.000Z' };
      listed.splice(0, listed.length, confirmed);
      return HttpResponse.json(confirmed);
    }),
  );
};

describe('the confirmation of a request, on her data page', () => {
  it.each([
    [
      'pt-BR',
      'Uma cópia dos meus dados (JSON e PDF, por e-mail)',
      'Enviar código para confirmar',
      /^Código recebido por e-mail/,
      'Confirmar pedido',
      'Pedido confirmado.',
      'A correção de um dado',
    ],
    [
      'en-US',
      'A copy of my data (JSON and PDF, by e-mail)',
      'Send a code to confirm',
      /^Code received by e-mail/,
      'Confirm the request',
      'Request confirmed.',
      'A correction',
    ],
    [
      'es-ES',
      'Una copia de mis datos (JSON y PDF, por correo)',
      'Enviar código para confirmar',
      /^Código recibido por correo/,
      'Confirmar solicitud',
      'Solicitud confirmada.',
      'La corrección de un dato',
    ],
  ] as const)(
    'in %s is said until she starts another request',
    async (locale, kind, ask, code, confirm, confirmed, another) => {
      linkApi();
      const user = openPrivacyPage(locale);
      await user.click(await screen.findByRole('radio', { name: kind }));
      await user.click(screen.getByRole('button', { name: ask }));
      await user.type(await screen.findByLabelText(code), '123456');
      await user.click(screen.getByRole('button', { name: confirm }));
      expect(await screen.findByText(confirmed)).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: another }));
      expect(screen.queryByText(confirmed)).not.toBeInTheDocument();
    },
  );
});
