import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataRequestView, Locale } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import {
  aGuestFormPage,
  aReservationId,
  guestFormServer,
} from '../../../testing/guest-form-fixtures';

// Walk 56: after the holder's own deletion, "See what you sent" on her link showed every field
// as "—", her files as "No file yet", and offered to unlock data "saved on another device".
const herDeletion = aDataRequest({
  kind: 'deletion',
  status: 'answered',
  correction: null,
  confirmedAt: '2026-12-20T13:00:00.000Z',
  answeredAt: '2026-12-20T13:00:00.000Z',
  deletion: {
    removed: ['biometric', 'contact', 'documents', 'form'],
    kept: [{ part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' }],
  },
});

const openErasedStay = (locale: Locale, requests: DataRequestView[] = [herDeletion]) => {
  const page = aGuestFormPage({
    id: aReservationId(),
    status: 6,
    statusName: 'CHECKOUT_FINISHED',
    form: { additionalGuests: [{ key: 'k1', name: 'L••• F•••', dataErased: true }] },
    files: {},
    message: { kind: 'finished', refuseMotive: null },
    deposit: { amount: 500, brCode: null, qrCodeDataUrl: null },
    privacy: { maskedFields: ['additionalGuests.0.name'], unlockDestinations: [] },
    erasedCompanions: ['k1'],
    personalDataRemoved: true,
  });
  // Before the page's own handlers, which answer no requests.
  server.use(
    http.get(`*/api/stays/guestForm/${page.id}/data-requests`, () => HttpResponse.json(requests)),
    ...guestFormServer(page),
  );
  return renderApp(`/p/formdata/details/pousada-mar/airbnb/${page.id}`, { locale });
};

describe('what the holder sent, after her own deletion', () => {
  it.each([
    [
      'pt-BR',
      'Seus dados foram excluídos a seu pedido em 20 de dezembro de 2026.',
      '13 de março de 2028',
      'Apagados',
      /Nenhum arquivo ainda|outro dispositivo/,
    ],
    [
      'en-US',
      'Your data was erased at your request on December 20, 2026.',
      'March 13, 2028',
      'Erased',
      /No file yet|another device/,
    ],
    [
      'es-ES',
      'Tus datos se eliminaron a petición tuya el 20 de diciembre de 2026.',
      '13 de marzo de 2028',
      'Borrados',
      /Aún no hay archivo|otro dispositivo/,
    ],
  ] as const)(
    'in %s says her data was erased at her request, when, what is kept, and her files erased',
    async (locale, title, keptUntil, erased, wrong) => {
      openErasedStay(locale);
      const notice = (await screen.findByRole('heading', { name: title })).closest('section')!;
      expect(within(notice).getByText(new RegExp(keptUntil))).toBeInTheDocument();
      expect((await screen.findAllByText(erased, { selector: 'dd' })).length).toBeGreaterThan(0);
      expect(document.body).not.toHaveTextContent(wrong);
    },
  );

  // Walk of issue 32: under the notice, every field she sent still showed as a row reading "—".
  it.each([
    ['pt-BR', 'Seus dados foram excluídos a seu pedido em 20 de dezembro de 2026.', 'Seus dados'],
    ['en-US', 'Your data was erased at your request on December 20, 2026.', 'Your details'],
    ['es-ES', 'Tus datos se eliminaron a petición tuya el 20 de diciembre de 2026.', 'Tus datos'],
  ] as const)('in %s shows no empty row, only what is left', async (locale, title, holder) => {
    openErasedStay(locale);
    await screen.findByRole('heading', { name: title });
    await screen.findAllByText(/L••• F•••/);
    const values = [...document.querySelectorAll('.form-summary dd')].map((dd) => dd.textContent);
    expect(values.length).toBeGreaterThan(0);
    expect(values).not.toContain('—');
    expect(screen.queryByRole('heading', { name: holder, level: 3 })).not.toBeInTheDocument();
  });

  it('says the stay’s data was erased when she asked for nothing', async () => {
    openErasedStay('en-US', []);
    expect(
      await screen.findByRole('heading', { name: 'This stay’s personal data was erased.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/another device/)).not.toBeInTheDocument();
  });

  // Walk60: her documents' row read 'Your details: Erased', and nothing led to her data page.
  it.each([
    ['pt-BR', 'Seus documentos e selfie', 'Apagados', 'Seus dados pessoais (LGPD)'],
    ['en-US', 'Your documents and selfie', 'Erased', 'Your personal data (LGPD)'],
    ['es-ES', 'Tus documentos y selfie', 'Borrados', 'Tus datos personales (LGPD)'],
  ] as const)('in %s reads her files erased, and leads to her data page', async (...args) => {
    const [locale, row, erased, privacy] = args;
    openErasedStay(locale);
    const label = await screen.findByText(row, { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent(erased);
    expect(await screen.findByRole('link', { name: privacy })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/p\/formdata\/privacy\/pousada-mar\/airbnb\/[^/]+$/),
    );
  });
});
