import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { aDataRequest } from '../../../testing/fixtures';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aFillingPage,
  aGuestFormPage,
  aReservationId,
  type Saved,
} from '../../../testing/guest-form-fixtures';
import { acceptTerms, errorOf, openOwnLinkIn, pick } from './guest-form-steps';

describe("an additional guest's own link (spec §2, §6)", () => {
  const ownPage = () =>
    aFillingPage({
      form: { additionalGuest: { key: 'k1', name: 'João Souza' } },
      files: { k1: [] },
      missing: ['guest_1_doc_front', 'guest_1_doc_back', 'guest_1_doc_selfie'],
      additionalGuestIndex: 1,
    });

  const openOwn = async (saves: Saved[], page = ownPage()) => {
    const view = await openOwnLinkIn('en-US', page, saves);
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    return view;
  };

  it("shows only that guest's part and saves it with the guest's key", async () => {
    const saves: Saved[] = [];
    const { user } = await openOwn(saves);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('João Souza');
    expect(screen.queryByRole('heading', { name: 'Stay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(errorOf(/^CPF/)).toBe('Required field'));
    // An adult accepts the terms herself before her documents are kept (issue 27).
    await waitFor(() =>
      expect(errorOf(/^I have read and accept/)).toBe('You must accept the terms to continue'),
    );
    await user.type(screen.getByLabelText(/^CPF/), '390.533.447-05');
    pick(/^Date of birth/, '1992-01-01');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(/Details saved/)).toBeInTheDocument();
    expect(saves[0]?.fields).toMatchObject({
      name: 'João Souza',
      cpf: '39053344705',
      birthDate: '1992-01-01',
      termsAccepted: true,
      imageTermsAccepted: true,
    });
    expect(saves[0]?.headers.get('additionalguestkey')).toBe('k1');
  });

  it("uploads the guest's documents under their place in the form", async () => {
    const saves: Saved[] = [];
    const { user } = await openOwn(saves);
    const front = screen.getByRole('group', { name: 'Front of the document' });
    const file = new NodeFile([new Uint8Array(100)], 'rg.png', { type: 'image/png' });
    await user.upload(within(front).getByLabelText('Choose a file'), file as unknown as File);
    expect(await within(front).findByText('Sent: rg.png')).toBeInTheDocument();
    expect(saves[0]?.files).toEqual(['guest_1_doc_front']);
  });
});

describe("an additional guest's own link once the holder has sent the form", () => {
  /** The holder sent: the reservation is in analysis (or refused), her part still empty. */
  const sentPage = (overrides: Partial<GuestFormPage> = {}) =>
    aGuestFormPage({
      id: aReservationId(),
      status: 2,
      statusName: 'TO_APROVE',
      message: { kind: 'inAnalysis', refuseMotive: null },
      form: { additionalGuest: { key: 'k1', name: 'Ana Souza' } },
      files: { k1: [] },
      missing: ['guest_0_doc_front', 'guest_0_doc_back', 'guest_0_doc_selfie'],
      guestParts: { k1: 'not_started' },
      additionalGuestIndex: 0,
      ...overrides,
    });

  const openSent = (
    page: GuestFormPage,
    saves: Saved[] = [],
    locale: Locale = 'en-US',
    ...overrides: HttpHandler[]
  ) => openOwnLinkIn(locale, page, saves, ...overrides);

  it('stays open for her part while the form is in analysis, with her own status', async () => {
    const saves: Saved[] = [];
    const { user } = await openSent(sentPage(), saves);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your part is pending' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Form in analysis' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Your details' }, { timeout: 5000 });
    await user.type(screen.getByLabelText(/^CPF/), '390.533.447-05');
    pick(/^Date of birth/, '1992-01-01');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(/Details saved/)).toBeInTheDocument();
    expect(saves[0]?.headers.get('additionalguestkey')).toBe('k1');
  });

  it('says her part is in progress once she has given some of it', async () => {
    await openSent(
      sentPage({ guestParts: { k1: 'in_progress' }, files: { k1: ['doc_front'] } }),
      [],
      'es-ES',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu parte está en curso' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aún falta algo: revisa tus datos y envía tus documentos y el selfie.'),
    ).toBeInTheDocument();
  });

  // Walk52: after the host erased her data at her request before the stay, her link still said
  // "something is missing: send your documents and selfie".
  it.each([
    [
      'pt-BR',
      'Seus dados estão sendo excluídos',
      'A seu pedido: a selfie e a prova de vida foram apagadas em 3 de dezembro de 2026; o restante é apagado no fim da estadia (18 de dezembro de 2026). Não é preciso enviar mais nada.',
    ],
    [
      'en-US',
      'Your data is being erased',
      'At your request: your selfie and liveness pictures were erased on December 3, 2026; the rest is erased at the end of the stay (December 18, 2026). There is nothing more to send.',
    ],
    [
      'es-ES',
      'Tus datos se están eliminando',
      'A petición tuya: el selfie y la prueba de vida se borraron el 3 de diciembre de 2026; el resto se borra al final de la estancia (18 de diciembre de 2026). No hace falta enviar nada más.',
    ],
  ] as const)(
    'in %s, once her own deletion was carried out, says what went and when the rest goes, and asks no upload',
    async (locale, title, said) => {
      const page = sentPage({ guestParts: { k1: 'in_progress' }, files: { k1: ['doc_front'] } });
      await openSent(
        page,
        [],
        locale,
        http.get(`*/api/stays/guestForm/${page.id}/data-requests`, ({ request }) =>
          request.headers.get('additionalguestkey') === 'k1'
            ? HttpResponse.json([
                aDataRequest({
                  kind: 'deletion',
                  status: 'open',
                  correction: null,
                  confirmedAt: '2026-12-01T13:00:00.000Z',
                  erasedAt: '2026-12-03T15:00:00.000Z',
                  deletion: {
                    removed: ['biometric'],
                    kept: [
                      {
                        part: 'documents',
                        reason: 'stayNotEnded',
                        until: '2026-12-18T14:00:00.000Z',
                      },
                    ],
                  },
                }),
              ])
            : HttpResponse.json([]),
        ),
      );
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByText(said)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Your part|Sua parte|Tu parte/ })).toBeNull();
      expect(screen.queryByLabelText(/Choose a file|Escolher|Elegir/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Save my details|Salvar|Guardar/ })).toBeNull();
    },
  );

  it.each([
    ['pt-BR', 'Preencha seus dados e envie os documentos.', 'Documentos'],
    ['en-US', 'Fill in your details and send your documents.', 'Documents'],
    ['es-ES', 'Rellena tus datos y envía tus documentos.', 'Documentos'],
  ] as const)(
    'in %s, asks her documents without a selfie when the host asks none',
    async (locale, hint, title) => {
      const page = sentPage({ guestParts: { k1: 'not_started' } });
      await openSent({ ...page, company: { ...page.company, requireSelfie: false } }, [], locale);
      expect(await screen.findByText(hint)).toBeInTheDocument();
      // Her documents' heading is titled for what it asks: no selfie in it.
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    },
  );

  it('says her part is complete once she has given all of it', async () => {
    await openSent(sentPage({ guestParts: { k1: 'completed' }, missing: [] }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your part is complete' }),
    ).toBeInTheDocument();
  });

  it('shows the consents she gave as given when she comes back, and saves again', async () => {
    const saves: Saved[] = [];
    const { user } = await openSent(
      sentPage({
        guestParts: { k1: 'completed' },
        missing: [],
        form: {
          additionalGuest: {
            key: 'k1',
            name: 'Ana Souza',
            cpf: '39053344705',
            birthDate: '1992-01-01',
          },
        },
        files: { k1: ['doc_front', 'doc_back', 'doc_selfie'] },
        ownConsents: ['terms', 'biometric'],
      }),
      saves,
    );
    await screen.findByRole('heading', { level: 2, name: 'Your part is complete' });
    await screen.findByRole('heading', { level: 2, name: 'Your details' }, { timeout: 5000 });
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I allow the photos/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByText('You must accept the terms to continue')).not.toBeInTheDocument();
    expect(saves[0]?.fields).toMatchObject({ termsAccepted: true, imageTermsAccepted: true });
  });

  it("shows the host's motive and her part while the form is refused", async () => {
    await openSent(
      sentPage({
        status: 5,
        statusName: 'REFUSED',
        message: { kind: 'refused', refuseMotive: 'Ana’s documents are missing' },
      }),
    );
    expect(
      await screen.findByText("Host's reason: Ana’s documents are missing"),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your details' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows only where the stay stands once it is approved', async () => {
    await openSent(
      sentPage({
        status: 3,
        statusName: 'ENDED',
        message: { kind: 'accessReleased', refuseMotive: null },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Check-in approved' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my details' })).not.toBeInTheDocument();
  });
});
