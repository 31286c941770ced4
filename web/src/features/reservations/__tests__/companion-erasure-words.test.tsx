import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aCompanionDeletion } from './companion-kit';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, someEvents } from './review-kit';

// Walk of issue 32: before checkout, Ana's card named her erasure two or three times ("Erasure
// under way", "being erased", "is erased"); the history's line of it did not say her selfie and
// liveness pictures went; the Spanish line said "estadía" where the catalogue says "estancia".
const ana = { key: 'k2', name: 'Ana Souza', ownLink: true, cpf: '39053344705' };

const anasDeletion = aCompanionDeletion({
  deletion: {
    removed: ['biometric', 'contact'],
    kept: [{ part: 'documents', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' }],
  },
});

const openAnasStay = (locale: Locale) => {
  const page = aReservationPage();
  reviewApi({
    page: { ...page, form: { ...page.form, additionalGuests: [ana] } },
    requests: [anasDeletion],
  });
  const [created] = someEvents();
  server.use(
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
      HttpResponse.json({
        items: [
          created,
          {
            ...created!,
            id: 'e9',
            revision: 9,
            type: 'CompanionContactErased',
            occurredAt: '2026-12-03T15:00:00.000Z',
            // The host pressed "Erase the data".
            actor: { id: 'u2', name: 'Rita Host', role: 'DEFAULT_USER', guestLink: null },
            changes: { guestKey: 'k2' },
          },
        ],
      }),
    ),
  );
  return renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
};

describe('a companion’s erasure under way, as the review says it', () => {
  it.each([
    [
      'pt-BR',
      'Hóspedes adicionais',
      'A pedido desta pessoa. Selfie e fotos da prova de vida: apagadas em 3 de dezembro de 2026. O restante: no fim da estadia, em 18 de dezembro de 2026.',
      /sendo excluídos|é apagado/,
    ],
    [
      'en-US',
      'Additional guests',
      'At this person’s request. Selfie and liveness pictures: erased on December 3, 2026. The rest: at the end of the stay, on December 18, 2026.',
      /being erased|is erased/,
    ],
    [
      'es-ES',
      'Huéspedes adicionales',
      'A petición de esta persona. Selfie y fotos de la prueba de vida: borradas el 3 de diciembre de 2026. El resto: al final de la estancia, el 18 de diciembre de 2026.',
      /se están eliminando|se borra/,
    ],
  ] as const)(
    'in %s names it once on her card, then what went and when',
    async (locale, region, note, again) => {
      openAnasStay(locale);
      const additional = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
      const said = await within(additional).findByText(note);
      expect(said).toHaveAttribute('role', 'status');
      expect(said.closest('li')).not.toHaveTextContent(again);
    },
  );

  it.each([
    ['pt-BR', 'Histórico', /Selfie, prova de vida e contato .* fim da estadia/],
    ['en-US', 'Timeline', /selfie, liveness pictures and contact .* stay ends/],
    ['es-ES', 'Historial', /Selfie, prueba de vida y contacto .* terminar la estancia/],
  ] as const)(
    'in %s, the history’s line names her selfie and liveness',
    async (locale, region, line) => {
      openAnasStay(locale);
      const history = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
      await waitFor(() => expect(history).toHaveTextContent(line));
      expect(history).not.toHaveTextContent('estadía');
    },
  );

  // Walk58: the line credited Ana ("… at their request · Ana Souza") for what the host did, and
  // the Portuguese said "a pedido dele" of a woman.
  it.each([
    [
      'pt-BR',
      'Histórico',
      'Selfie, prova de vida e contato de acompanhante excluídos a pedido de Ana Souza; o resto, ao fim da estadia',
    ],
    [
      'en-US',
      'Timeline',
      'Companion’s selfie, liveness pictures and contact erased at Ana Souza’s request; the rest when the stay ends',
    ],
    [
      'es-ES',
      'Historial',
      'Selfie, prueba de vida y contacto de acompañante eliminados a petición de Ana Souza; el resto, al terminar la estancia',
    ],
  ] as const)('in %s, the history credits the host who erased, at her request', async (...args) => {
    const [locale, region, line] = args;
    openAnasStay(locale);
    const history = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
    const what = await within(history).findByText(line);
    const entry = what.closest('li')!;
    expect(entry).toHaveTextContent(/Rita Host$/);
    expect(history).not.toHaveTextContent(/a pedido dele|a pedido do hóspede/);
  });

  // Walk 57: her contact went first; her card still had a "Phone (WhatsApp) —" row.
  it.each([
    ['pt-BR', 'Hóspedes adicionais', 'Telefone (WhatsApp)', 'Data de nascimento'],
    ['en-US', 'Additional guests', 'Phone (WhatsApp)', 'Birth date'],
    ['es-ES', 'Huéspedes adicionales', 'Teléfono (WhatsApp)', 'Fecha de nacimiento'],
  ] as const)(
    'in %s leaves her erased phone out of her card',
    async (locale, region, phone, born) => {
      openAnasStay(locale);
      const additional = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
      await within(additional).findByRole('status');
      expect(within(additional).getByText(born)).toBeInTheDocument();
      expect(within(additional).queryByText(phone)).not.toBeInTheDocument();
    },
  );
});
