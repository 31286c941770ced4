import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EvidenceImage } from '@chegada/contracts';
import { server } from '../../../testing/server';
import {
  aCpfCheck,
  anIdentityCheck,
  aReservationPage,
  openReview,
  reviewApi,
  someDocuments,
} from './review-kit';

const link = (name: string): EvidenceImage => ({
  url: `/api/stays/identity-frames/s1/${name}?signature=x`,
  expiresAt: '2999-01-01T00:00:00.000Z',
  mime: 'image/jpeg',
});

const passedAndMatching = anIdentityCheck({
  liveness: {
    status: 'passed',
    failedAttempts: 1,
    lastFailure: 'no-face',
    checkedAt: '2026-12-10T12:00:00.000Z',
    frames: [link('0'), link('1'), link('2')],
  },
  faceMatch: {
    verdict: 'match',
    similarity: 0.83,
    reason: null,
    checkedAt: '2026-12-10T12:01:00.000Z',
    selfie: link('selfie'),
    document: link('front'),
  },
  antiSpoofScore: 0.92,
  needsReview: false,
});

const companionNotMatching = anIdentityCheck({
  guest: 'k1',
  liveness: {
    status: 'failed',
    failedAttempts: 2,
    lastFailure: 'turned-the-other-way',
    checkedAt: '2026-12-10T12:00:00.000Z',
    frames: [link('3')],
  },
  faceMatch: {
    verdict: 'no-match',
    similarity: 0.31,
    reason: null,
    checkedAt: '2026-12-10T12:01:00.000Z',
    selfie: link('selfie2'),
    document: link('front2'),
  },
  documentReading: {
    source: 'mrz',
    fields: [
      { field: 'name', read: 'RUI DIAS SOUZA', typed: 'Rui Dias', matches: false },
      { field: 'documentNumber', read: 'FZ1234567', typed: 'FZ1234567', matches: true },
      { field: 'birthDate', read: '1988-02-02', typed: '1988-02-02', matches: true },
      { field: 'nationality', read: 'PRT', typed: null, matches: null },
      { field: 'expiryDate', read: '2020-03-10', typed: null, matches: null },
    ],
    mismatches: ['name'],
    checkDigitsValid: true,
    expired: true,
    readAt: '2026-12-10T11:00:00.000Z',
  },
});

const cpfCheck = aCpfCheck();

const identitySection = () =>
  screen.findByRole('region', {
    name: /Identity checks|Verificações de identidade|Verificaciones de identidad/,
  });
const guestItem = async (section: HTMLElement, name: RegExp) =>
  (await within(section).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe('/u/guest/:id identity checks', () => {
  it('shows each guest’s results, says the host decides, and loads the pictures only when asked', async () => {
    reviewApi({
      identityChecks: { guests: [passedAndMatching, companionNotMatching], needsReview: true },
      cpfChecks: {
        configured: true,
        guests: [
          { ...cpfCheck, guest: 'main' },
          { ...cpfCheck, guest: 'k1', situation: 'cancelled', nameMatches: false },
        ],
      },
    });
    const { user } = openReview();
    const section = await identitySection();
    expect(section).toHaveTextContent('You decide: a "no match" or a failed check refuses no one.');

    const main = await guestItem(section, /Carla Dias/);
    expect(main).toHaveTextContent('Nothing flagged');
    expect(main).toHaveTextContent('Passed, after 1 failed attempt.');
    expect(main).toHaveTextContent('Match · similarity 83%');
    // The anti-spoof model's score, said to decide nothing.
    expect(main).toHaveTextContent("The model's anti-spoof score: 92% (for information only)");
    expect(main).toHaveTextContent('CPF regular · name and birth date match');
    expect(within(main).queryAllByRole('img')).toEqual([]);

    const companion = await guestItem(section, /Rui Dias/);
    expect(companion).toHaveTextContent('Needs your review');
    // A check that never passed is one not done: the selfie is the host's to review by hand.
    expect(companion).toHaveTextContent(
      'Liveness not done — review the selfie by hand. Failed 2 times; last reason: turned the other way.',
    );
    expect(companion).toHaveTextContent('No match · similarity 31%');
    expect(companion).toHaveTextContent('Expired document');
    expect(companion).toHaveTextContent('CPF cancelled · differs from the register: name');
    const nameRow = within(companion).getByRole('row', { name: /Name/ });
    expect(nameRow).toHaveTextContent('DiffersRUI DIAS SOUZARui Dias');
    expect(within(companion).getByRole('row', { name: /Document number/ })).not.toHaveTextContent(
      'Differs',
    );
    // Days with their four-digit year, never en-US's short '2/2/88' (issue 29).
    expect(within(companion).getByRole('row', { name: /Date of birth/ })).toHaveTextContent(
      /2\/2\/1988.*2\/2\/1988/,
    );
    expect(within(companion).getByRole('row', { name: /Expiry/ })).toHaveTextContent('3/10/2020');

    await user.click(within(section).getByRole('button', { name: 'Show the pictures' }));
    const pictures = await within(main).findAllByRole('img');
    expect(pictures.map((image) => image.getAttribute('alt'))).toEqual([
      'Frame 1',
      'Frame 2',
      'Frame 3',
      'Selfie',
      'Document',
    ]);
    expect(within(main).getByRole('img', { name: 'Selfie' })).toHaveAttribute(
      'src',
      link('selfie').url,
    );
  });

  it("marks a CPF read from an RG's text that differs from the CPF typed, in three languages", async () => {
    const cpfRead = anIdentityCheck({
      documentReading: {
        source: 'text',
        // The CPF typed comes as its digits; the page punctuates it.
        fields: [{ field: 'cpf', read: '529.982.247-25', typed: '11144477735', matches: false }],
        mismatches: ['cpf'],
        checkDigitsValid: true,
        expired: false,
        readAt: '2026-12-10T11:00:00.000Z',
      },
    });
    const shown = {
      'en-US': ["CPF read from the document's text (RG or CNH) vs typed", 'Differs'],
      'pt-BR': ['CPF lido no texto do documento (RG ou CNH) x digitado', 'Diferente'],
      'es-ES': ['CPF leído en el texto del documento (RG o CNH) frente a lo escrito', 'Distinto'],
    } as const;
    for (const [locale, [heading, differs]] of Object.entries(shown)) {
      reviewApi({ identityChecks: { guests: [cpfRead], needsReview: true } });
      const { unmount } = openReview(locale as keyof typeof shown);
      const main = await guestItem(await identitySection(), /Carla Dias/);
      expect(main).toHaveTextContent(heading);
      expect(within(main).getByRole('row', { name: /CPF/ })).toHaveTextContent(
        `CPF${differs}529.982.247-25111.444.777-35`,
      );
      unmount();
    }
  });

  it("says a Brazilian's passport number is not compared with their CPF, and opens a face larger", async () => {
    const passportRead = anIdentityCheck({
      ...passedAndMatching,
      documentReading: {
        source: 'mrz',
        fields: [
          { field: 'name', read: 'Carla Dias', typed: 'Carla Dias', matches: true },
          { field: 'documentNumber', read: 'FZ1234567', typed: null, matches: null },
          { field: 'nationality', read: 'BRA', typed: null, matches: null },
        ],
        mismatches: [],
        checkDigitsValid: true,
        expired: false,
        readAt: '2026-12-10T11:00:00.000Z',
      },
    });
    reviewApi({ identityChecks: { guests: [passportRead], needsReview: false } });
    const { user } = openReview();
    const section = await identitySection();
    const main = await guestItem(section, /Carla Dias/);
    expect(within(main).getByRole('row', { name: /Document number/ })).toHaveTextContent(
      'Document numberNot compared (another document, or one side blank)FZ1234567—',
    );
    expect(within(main).getByRole('row', { name: /Name/ })).toHaveTextContent(
      'NameCarla DiasCarla Dias',
    );
    expect(within(main).getByRole('row', { name: /Nationality/ })).not.toHaveTextContent(
      'compared',
    );

    await user.click(within(section).getByRole('button', { name: 'Show the pictures' }));
    await user.click(await within(main).findByRole('button', { name: 'Enlarge Selfie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selfie' });
    // Served from our own origin: the same signed link of the API.
    expect(within(dialog).getByRole('img', { name: 'Selfie' })).toHaveAttribute(
      'src',
      link('selfie').url,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(main).getByRole('button', { name: 'Enlarge Selfie' })).toHaveFocus();
  });

  it('tells the host to review the selfie by hand when liveness was not done, in Portuguese', async () => {
    reviewApi();
    openReview('pt-BR');
    const section = await identitySection();
    const main = await guestItem(section, /Carla Dias/);
    expect(main).toHaveTextContent('Pede sua análise');
    expect(main).toHaveTextContent('Prova de vida não feita: confira a selfie manualmente.');
    expect(main).toHaveTextContent('Ainda não comparadas');
    expect(main).toHaveTextContent('A pessoa hóspede não pediu a leitura do documento.');
    expect(main).toHaveTextContent('Verificação de CPF desligada neste servidor');
  });

  it.each([
    ['en-US', 'No selfie asked (your setting)', 'Nothing flagged'],
    ['pt-BR', 'Selfie não pedida (sua configuração)', 'Nada a destacar'],
    ['es-ES', 'Selfie no solicitado (tu configuración)', 'Nada que señalar'],
  ] as const)(
    'in %s, says no selfie was asked of a guest who sent none, and asks for no review',
    async (locale, notAsked, badge) => {
      const noSelfie = anIdentityCheck({ selfieNotAsked: true, needsReview: false });
      reviewApi({ identityChecks: { guests: [noSelfie], needsReview: false } });
      openReview(locale);
      const main = await guestItem(await identitySection(), /Carla Dias/);
      expect(main).toHaveTextContent(badge);
      // Both face rows, liveness and comparison, say it; nothing asks to check a selfie.
      expect(within(main).getAllByText(notAsked)).toHaveLength(2);
      expect(main).not.toHaveTextContent(
        /selfie (manually|by hand|manualmente)|not sent the selfie/i,
      );
    },
  );

  it.each([
    [
      'en-US',
      'Liveness not done — review the selfie by hand. Failed 5 times; last reason: a head move was not made.',
    ],
    [
      'pt-BR',
      'Prova de vida não feita: confira a selfie manualmente. Falhou 5 vezes; último motivo: um movimento da cabeça não foi feito.',
    ],
    [
      'es-ES',
      'Prueba de vida no realizada: revisa el selfie manualmente. Falló 5 veces; último motivo: no se hizo un movimiento de cabeza.',
    ],
  ] as const)(
    'in %s, says liveness was not done for a guest who failed it 5 times and sent a photo',
    async (locale, words) => {
      const closed = anIdentityCheck({
        liveness: {
          status: 'failed',
          failedAttempts: 5,
          lastFailure: 'move-not-made',
          checkedAt: '2026-12-10T12:00:00.000Z',
          frames: [link('0'), link('1'), link('2')],
        },
      });
      reviewApi({ identityChecks: { guests: [closed], needsReview: true } });
      openReview(locale);
      const main = await guestItem(await identitySection(), /Carla Dias/);
      expect(within(main).getByText(words)).toBeInTheDocument();
    },
  );

  // Walk of issue 30: a stay that just arrived from Stays, its guest not yet at the form.
  it.each([
    ['en-US', 'Nothing to review yet', 'The guest has not sent the form yet'],
    ['pt-BR', 'Nada para analisar ainda', 'A pessoa hóspede ainda não enviou a ficha'],
    ['es-ES', 'Nada que revisar todavía', 'La persona huésped aún no envió la ficha'],
  ] as const)(
    'in %s, asks for no review of a guest who has not sent the form',
    async (locale, badge, why) => {
      reviewApi({
        page: aReservationPage({ status: 0, statusName: 'TO_FORM', form: {} }),
        identityChecks: { guests: [anIdentityCheck()], needsReview: true },
      });
      openReview(locale);
      const section = await identitySection();
      const main = await guestItem(section, /Carla Dias/);
      expect(main).toHaveTextContent(badge);
      expect(main).toHaveTextContent(why);
      expect(main).not.toHaveTextContent(/Pede sua análise|Needs your review|Requiere tu revisión/);
      expect(main).not.toHaveTextContent(/selfie/i);
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  // Walk of the guest form: a liveness pass before the document's photo read "Needs your
  // review" (no face compared yet) while the guest was still filling the form in.
  it.each([
    ['en-US', 'Nothing to review yet', 'these are the checks made so far', 'Liveness (head moves)'],
    ['pt-BR', 'Nada para analisar ainda', 'estas são as verificações feitas até agora', 'Prova'],
    [
      'es-ES',
      'Nada que revisar todavía',
      'estas son las verificaciones hechas hasta ahora',
      'Prueba',
    ],
  ] as const)(
    'in %s, asks for no review of checks made before the form was sent',
    async (locale, badge, soFar, liveness) => {
      const passedOnly = anIdentityCheck({
        liveness: { ...passedAndMatching.liveness },
        faceMatch: null,
        needsReview: true,
      });
      reviewApi({
        page: aReservationPage({ status: 4, statusName: 'FILLING' }),
        identityChecks: { guests: [passedOnly], needsReview: true },
      });
      openReview(locale);
      const main = await guestItem(await identitySection(), /Carla Dias/);
      expect(within(main).getByRole('heading', { level: 3 })).toHaveTextContent(badge);
      expect(main).toHaveTextContent(soFar);
      expect(main).toHaveTextContent(liveness);
      expect(main).not.toHaveTextContent(/Pede sua análise|Needs your review|Requiere tu revisión/);
    },
  );

  // Walk of issue 32: a cancelled CPF showed a red bar under a green "Nothing flagged".
  it.each([
    ['en-US', 'cancelled', true, 'Needs your review', 'CPF cancelled'],
    ['pt-BR', 'null', true, 'Pede sua análise', 'CPF nulo'],
    ['es-ES', 'suspended', true, 'Requiere tu revisión', 'CPF suspendido'],
    [
      'en-US',
      'regular',
      false,
      'Needs your review',
      'CPF regular · differs from the register: birth date',
    ],
    ['en-US', 'regular', true, 'Nothing flagged', 'CPF regular · name and birth date match'],
  ] as const)(
    "flags in the guest's summary a CPF the register has as not regular or that differs (%s, %s)",
    async (locale, situation, birthDateMatches, badge, result) => {
      reviewApi({
        identityChecks: { guests: [passedAndMatching], needsReview: false },
        cpfChecks: {
          configured: true,
          guests: [{ ...cpfCheck, guest: 'main', situation, birthDateMatches }],
        },
      });
      openReview(locale);
      const section = await identitySection();
      const main = await guestItem(section, /Carla Dias/);
      await waitFor(() => expect(main).toHaveTextContent(result));
      expect(within(main).getByRole('heading', { level: 3 })).toHaveTextContent(badge);
    },
  );

  // Walk of issue 32: a failed check was never tried again, and a 401 read as a 429.
  it.each([
    [
      'en-US',
      'credentials',
      'Serpro refused our credentials, so the CPF was not checked. Contact support or check the Serpro configuration.',
      'Check again',
    ],
    [
      'en-US',
      'busy',
      'Serpro is busy right now; it is tried again by itself shortly.',
      'Check again',
    ],
    [
      'pt-BR',
      'credentials',
      'O Serpro recusou as nossas credenciais, então o CPF não foi verificado.',
      'Verificar de novo',
    ],
    [
      'es-ES',
      'busy',
      'Serpro está ocupado ahora; se intentará de nuevo en breve, sin que hagas nada.',
      'Verificar de nuevo',
    ],
  ] as const)(
    'in %s, says why a CPF check failed (%s) and checks it again when the host asks',
    async (locale, failure, words, button) => {
      reviewApi({ identityChecks: { guests: [passedAndMatching], needsReview: false } });
      let asked = 0;
      server.use(
        http.get('*/api/stays/reservations/:id/cpf-checks', () =>
          HttpResponse.json({
            configured: true,
            guests: [
              asked === 0
                ? { ...cpfCheck, status: 'failed', situation: null, failure }
                : { ...cpfCheck, situation: 'cancelled' },
            ],
          }),
        ),
        http.post('*/api/stays/reservations/:id/cpf-checks/check-again', () => {
          asked += 1;
          return HttpResponse.json({
            configured: true,
            guests: [{ ...cpfCheck, situation: 'cancelled' }],
          });
        }),
      );
      const { user } = openReview(locale);
      const section = await identitySection();
      const main = await guestItem(section, /Carla Dias/);
      await waitFor(() => expect(main).toHaveTextContent(words));
      await user.click(within(main).getByRole('button', { name: button }));
      await waitFor(() => expect(main).not.toHaveTextContent(words));
      expect(asked).toBe(1);
      expect(within(main).queryByRole('button', { name: button })).not.toBeInTheDocument();
      expect(within(main).getByRole('heading', { level: 3 })).not.toHaveTextContent(
        /Nothing flagged|Nada a destacar|Nada que señalar/,
      );
    },
  );

  it('words the results in Spanish', async () => {
    reviewApi({
      identityChecks: { guests: [passedAndMatching, companionNotMatching], needsReview: true },
    });
    server.use(
      http.get('*/api/stays/reservations/:id/cpf-checks', () =>
        HttpResponse.json({
          configured: true,
          guests: [{ ...cpfCheck, guest: 'main', status: 'no-credits', situation: null }],
        }),
      ),
    );
    openReview('es-ES');
    const section = await identitySection();
    expect(section).toHaveTextContent('La decisión es tuya');
    const main = await guestItem(section, /Carla Dias/);
    expect(main).toHaveTextContent('No verificado: la cuenta no tenía créditos.');
    const companion = await guestItem(section, /Rui Dias/);
    expect(companion).toHaveTextContent('No coinciden · similitud 31');
    expect(companion).toHaveTextContent('Documento caducado');
    expect(within(companion).getByRole('row', { name: /Nombre/ })).toHaveTextContent('Distinto');
  });

  // Walk of issue 32: an extra adult's "not compared" said why in no words a host could use.
  it.each([
    [
      'en-US',
      'Not compared: this guest has not sent a selfie yet.',
      "Not compared: there is no photo of this guest's document.",
      'Not compared: this guest has not sent a selfie or a photo of their document yet.',
    ],
    [
      'pt-BR',
      'Não comparadas: este hóspede ainda não enviou a selfie.',
      'Não comparadas: não há foto do documento deste hóspede.',
      'Não comparadas: este hóspede ainda não enviou a selfie nem a foto do documento.',
    ],
    [
      'es-ES',
      'No comparadas: este huésped aún no ha enviado el selfie.',
      'No comparadas: no hay foto del documento de este huésped.',
      'No comparadas: este huésped aún no ha enviado el selfie ni la foto del documento.',
    ],
  ] as const)(
    "in %s, says why an extra adult's face was not compared",
    async (locale, noSelfie, noDocument, neither) => {
      const file = (guest: string, kind: 'doc_front' | 'doc_back' | 'doc_selfie') => ({
        ...someDocuments().items[0]!,
        id: `${guest}-${kind}`,
        guest,
        kind,
      });
      reviewApi({
        page: aReservationPage({
          form: {
            ...aReservationPage().form,
            additionalGuests: [
              { key: 'k1', name: 'Rui Dias', cpf: '39053344705', birthDate: '1988-02-02' },
              { key: 'k2', name: 'Ana Dias', cpf: '11144477735', birthDate: '1989-03-03' },
              { key: 'k3', name: 'Leo Dias', cpf: '52998224725', birthDate: '1990-04-04' },
            ],
          },
        }),
        documents: {
          ...someDocuments(),
          items: [file('k1', 'doc_front'), file('k1', 'doc_back'), file('k2', 'doc_selfie')],
        },
        identityChecks: {
          guests: ['k1', 'k2', 'k3'].map((guest) => anIdentityCheck({ guest })),
          needsReview: true,
        },
      });
      openReview(locale);
      const section = await identitySection();
      // The guests' files, read beside the checks, say why.
      const rui = await guestItem(section, /Rui Dias/);
      await waitFor(() => expect(rui).toHaveTextContent(noSelfie));
      expect(await guestItem(section, /Ana Dias/)).toHaveTextContent(noDocument);
      expect(await guestItem(section, /Leo Dias/)).toHaveTextContent(neither);
    },
  );
});
