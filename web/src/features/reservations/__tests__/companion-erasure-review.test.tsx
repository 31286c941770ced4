import { screen, waitFor, within } from '@testing-library/react';
import type { HostDataRequestView, Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aCompanionDeletion } from './companion-kit';
import { RESERVATION_ID } from './reservations-kit';
import { anIdentityCheck, aReservationPage, reviewApi, someDocuments } from './review-kit';

// Walk of issue 32: the host erased Ana's data at her own request before the stay; only her
// selfie and liveness went at once, the rest waits for the stay's end. The review read her part
// as "Incomplete", her selfie as "not sent yet", and the approval as missing her part.
const ana = {
  key: 'k2',
  name: 'Ana Souza',
  ownLink: true,
  cpf: '39053344705',
  birthDate: '1992-01-01',
};

const anasDeletion = aCompanionDeletion();

const openAnasStay = (locale: Locale, requests: HostDataRequestView[] = [anasDeletion]) => {
  const page = aReservationPage();
  const documents = someDocuments();
  // Her documents stay until the stay's end; her selfie is gone.
  const anasFront = {
    ...documents.items[0]!,
    id: 'ana-front',
    guest: 'k2',
    kind: 'doc_front' as const,
  };
  reviewApi({
    page: { ...page, form: { ...page.form, additionalGuests: [ana] } },
    documents: { ...documents, items: [...documents.items, anasFront] },
    identityChecks: {
      guests: [anIdentityCheck(), anIdentityCheck({ guest: 'k2' })],
      needsReview: true,
    },
    requests,
  });
  return renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
};

/** The additional guests' section, once Ana's part shows `badge`. */
const anasPartReads = async (region: string, badge: string) => {
  const additional = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
  await waitFor(() =>
    expect(within(additional).getByRole('heading', { name: /Ana Souza/ })).toHaveTextContent(badge),
  );
  return additional;
};

describe('a companion whose data is being erased at her request, before the stay', () => {
  it.each([
    [
      'pt-BR',
      'Hóspedes adicionais',
      'Exclusão em andamento',
      'A pedido desta pessoa. Selfie e fotos da prova de vida: apagadas em 3 de dezembro de 2026. O restante: no fim da estadia, em 18 de dezembro de 2026.',
      'Verificações de identidade',
      'Selfie e fotos da prova de vida apagadas em 3 de dezembro de 2026, a pedido da pessoa hóspede.',
    ],
    [
      'en-US',
      'Additional guests',
      'Erasure under way',
      'At this person’s request. Selfie and liveness pictures: erased on December 3, 2026. The rest: at the end of the stay, on December 18, 2026.',
      'Identity checks',
      "Selfie and liveness pictures erased on December 3, 2026, at the guest's request.",
    ],
    [
      'es-ES',
      'Huéspedes adicionales',
      'Eliminación en curso',
      'A petición de esta persona. Selfie y fotos de la prueba de vida: borradas el 3 de diciembre de 2026. El resto: al final de la estancia, el 18 de diciembre de 2026.',
      'Verificaciones de identidad',
      'Selfie y fotos de la prueba de vida borradas el 3 de diciembre de 2026, a petición de la persona huésped.',
    ],
  ] as const)(
    'in %s says so on her part and on her selfie, and offers no link to send again',
    async (locale, region, badge, note, checks, selfie) => {
      openAnasStay(locale);
      const additional = await anasPartReads(region, badge);
      expect(within(additional).getByRole('status')).toHaveTextContent(note);
      expect(within(additional).queryByRole('button', { name: /link/i })).not.toBeInTheDocument();
      const identity = screen.getByRole('region', { name: checks });
      expect((await within(identity).findAllByText(selfie)).length).toBeGreaterThan(0);
      expect(identity).not.toHaveTextContent(/not sent a selfie|não enviou a selfie|no ha enviado/);
    },
  );

  it('is not counted as missing her part when the host approves', async () => {
    const { user } = openAnasStay('pt-BR');
    await anasPartReads('Hóspedes adicionais', 'Exclusão em andamento');
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'O acesso é liberado e a pessoa hóspede recebe a mensagem de acesso liberado.',
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Aprovar mesmo assim' })).toBeNull();
  });

  it('without her deletion, her missing selfie still makes her part incomplete', async () => {
    openAnasStay('en-US', []);
    const additional = await anasPartReads('Additional guests', 'Incomplete');
    expect(within(additional).queryByText(/At this person’s request/)).not.toBeInTheDocument();
  });
});

describe('a companion erased at her request, once the stay ended', () => {
  // Walk of issue 32: her erased part was named "removed at the holder's request".
  const done: HostDataRequestView = {
    ...anasDeletion,
    status: 'answered',
    completedAt: '2026-12-18T15:00:00.000Z',
  };

  /** Her erased part on the review page (her check still carrying a score), at its checks. */
  const openHerIdentityChecks = async (locale: Locale, checks: string) => {
    const page = aReservationPage();
    reviewApi({
      page: {
        ...page,
        form: { ...page.form, additionalGuests: [{ key: 'k2', dataErased: true }] },
      },
      identityChecks: {
        guests: [anIdentityCheck(), anIdentityCheck({ guest: 'k2', antiSpoofScore: 0.93 })],
        needsReview: true,
      },
      requests: [done],
    });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
    return screen.findByRole('region', { name: checks }, { timeout: 10_000 });
  };

  it.each([
    [
      'pt-BR',
      'Verificações de identidade',
      'Acompanhante com dados excluídos a pedido próprio',
      'Dados biométricos excluídos a pedido próprio',
      /Pede sua análise|Prova de vida não/,
    ],
    [
      'en-US',
      'Identity checks',
      'Companion erased at their own request',
      'Biometric data erased at their request',
      /Needs your review|Liveness not done/,
    ],
    [
      'es-ES',
      'Verificaciones de identidad',
      'Acompañante con datos eliminados a petición propia',
      'Datos biométricos eliminados a petición suya',
      /Requiere tu revisión|Prueba de vida no/,
    ],
  ] as const)(
    'in %s names her as erased at her own request, with nothing to review',
    async (locale, checks, label, badge, review) => {
      const identity = await openHerIdentityChecks(locale, checks);
      const hers = await within(identity).findByRole('heading', {
        name: (name) => name.includes(label),
      });
      expect(hers).toHaveTextContent(badge);
      expect(hers.closest('li')).not.toHaveTextContent(review);
      expect(document.body).not.toHaveTextContent(/holder|titular/);
    },
  );

  // Walk 55: the erasure note showed twice (again as the face match's result) and the model's
  // anti-spoof score stayed after the biometric data went.
  it.each([
    ['pt-BR', 'Verificações de identidade', /apagadas em/g, /antifraude/],
    ['es-ES', 'Verificaciones de identidad', /borradas el/g, /antifraude/],
  ] as const)(
    'in %s says her biometric erasure once, with no score left',
    async (locale, checks, note, score) => {
      const identity = await openHerIdentityChecks(locale, checks);
      const card = await waitFor(() => {
        const item = within(identity).getAllByRole('listitem').at(-1);
        expect(item?.textContent).toMatch(note);
        return item!;
      });
      expect(card.textContent?.match(note)).toHaveLength(1);
      expect(card).not.toHaveTextContent(score);
      expect(card).not.toHaveTextContent('93');
    },
  );
});

// fix32r item 2: Ana was erased at her own request; the holder's deletion came after. Her first
// reason must stay hers on the review, not "removed at the holder's request".
describe('a companion erased at her request, then caught by the holder’s deletion', () => {
  const removedStay = () => {
    const page = aReservationPage();
    return { ...page, guestName: null, sensitiveDataRemoved: true, form: {} };
  };
  const holdersRemoval = {
    requestId: 'holder-request',
    removedAt: '2026-12-20T12:00:00.000Z',
    removed: ['biometric', 'contact', 'documents', 'form'] as const,
    atStayEnd: null,
    kept: [],
    keptGuests: [
      { guest: 'main', name: 'Maria Silva', birthDate: null, nationality: 'BR', document: null },
    ],
  };
  const anasCompleted: HostDataRequestView = {
    ...anasDeletion,
    status: 'answered',
    completedAt: '2026-12-19T03:00:00.000Z',
  };

  it.each([
    ['pt-BR', 'Termos e consentimentos', 'Acompanhante com dados excluídos a pedido próprio'],
    ['en-US', 'Terms and consent', 'Companion erased at their own request'],
    ['es-ES', 'Términos y consentimientos', 'Acompañante con datos eliminados a petición propia'],
  ] as const)('in %s names her by her own request', async (locale, consents, erased) => {
    reviewApi({
      page: removedStay(),
      // Her acceptance of the terms stays (an access log): named by who she was.
      documents: {
        items: [],
        consents: [
          {
            guest: 'k2',
            kind: 'terms',
            termsVersion: '2026-11',
            acceptedAt: '2026-12-10T12:00:00.000Z',
          },
        ],
      },
      identityChecks: {
        guests: [anIdentityCheck(), anIdentityCheck({ guest: 'k2' })],
        needsReview: false,
      },
      removal: { ...holdersRemoval, removed: [...holdersRemoval.removed] },
      requests: [anasCompleted],
    });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
    const region = await screen.findByRole('region', { name: consents }, { timeout: 10_000 });
    expect(await within(region).findByText(erased)).toBeVisible();
    expect(document.body).not.toHaveTextContent(
      /a pedido do titular|at the holder's request|a petición del titular/,
    );
  });

  // Walk 56: her kept identity, read back after the holder's deletion, made her card say
  // "erasure under way" with her CPF as an answer, and her erased files "not sent yet".
  it.each([
    [
      'pt-BR',
      'Hóspedes adicionais',
      'Dados excluídos a pedido próprio',
      /^Dados excluídos a pedido desta pessoa\./,
      'Arquivos apagados a pedido desta pessoa.',
      /Exclusão em andamento|Nenhum arquivo enviado/,
    ],
    [
      'en-US',
      'Additional guests',
      'Erased at their own request',
      /^Data erased at this person’s request\./,
      'Files erased at this person’s request.',
      /Erasure under way|No file sent yet/,
    ],
    [
      'es-ES',
      'Huéspedes adicionales',
      'Datos eliminados a petición propia',
      /^Datos eliminados a petición de esta persona\./,
      'Archivos borrados a petición de esta persona.',
      /Eliminación en curso|Ningún archivo enviado/,
    ],
  ] as const)(
    'in %s shows her card as erased at her request, her identity as kept',
    async (locale, section, badge, erased, files, underWay) => {
      const kept = {
        key: 'k2',
        dataErased: true,
        name: ana.name,
        cpf: ana.cpf,
        birthDate: ana.birthDate,
      };
      reviewApi({
        page: { ...removedStay(), form: { additionalGuests: [kept] } },
        documents: { items: [], consents: [] },
        removal: { ...holdersRemoval, removed: [...holdersRemoval.removed] },
        requests: [anasCompleted],
      });
      renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
      const region = await screen.findByRole('region', { name: section }, { timeout: 10_000 });
      const heading = await within(region).findByRole('heading', {
        name: (name) => name.startsWith('Ana Souza'),
      });
      expect(heading).toHaveTextContent(badge);
      const card = heading.closest('li')!;
      expect(within(card).getByText(erased)).toBeVisible();
      expect(card).toHaveTextContent('390.533.447-05');
      expect(card).toHaveTextContent(files);
      expect(card).not.toHaveTextContent(underWay);
    },
  );
});
