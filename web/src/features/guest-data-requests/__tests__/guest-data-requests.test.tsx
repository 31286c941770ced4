import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataRequestView, Locale } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { openPrivacyPage, PATH } from './privacy-page-kit';

const REQUEST_ID = '6f1c1a52-3d7e-4d7a-9f0e-1b2c3d4e5f60';

type Sent = { path: string; headers: Record<string, string>; body: unknown };

const aRequest = (overrides: Partial<DataRequestView> = {}) =>
  aDataRequest({ id: REQUEST_ID, ...overrides });

/** The link's API: a wrong code first is refused as the server words it, the right one confirms. */
const linkApi = (sent: Sent[]) => {
  const listed: DataRequestView[] = [];
  const record = async (request: Request) =>
    sent.push({
      path: new URL(request.url).pathname,
      headers: {
        source: request.headers.get('source') ?? '',
        friendlycode: request.headers.get('friendlycode') ?? '',
        ...(request.headers.get('additionalguestkey')
          ? { additionalguestkey: request.headers.get('additionalguestkey') ?? '' }
          : {}),
      },
      body: await request.clone().json(),
    });
  return [
    http.get('*/api/stays/company-info/:code', () =>
      HttpResponse.json({
        data: { name: 'Pousada do Mar', friendlyCode: 'pousada-mar', logo: null },
      }),
    ),
    http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json(listed)),
    http.post('*/api/stays/guestForm/r-1/data-requests', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { request: aRequest(), destination: 'm•••@example.com' },
        { status: 201 },
      );
    }),
    http.post('*/api/stays/guestForm/r-1/data-requests/:id/confirm', async ({ request }) => {
      await record(request);
      const { code } = (await request.clone().json()) as { code: string };
      if (code !== '123456')
        return HttpResponse.json(
          {
            statusCode: 422,
            code: 'IMPORT_CODE_INVALID',
            message: 'Invalid code. Check it and try again.',
          },
          { status: 422 },
        );
      const confirmed = aRequest({
        status: 'open',
        confirmedAt: '2026-11-29T12:01:00.000Z',
        dueAt: '2026-12-14T12:01:00.000Z',
      });
      listed.splice(0, listed.length, confirmed);
      return HttpResponse.json(confirmed);
    }),
  ];
};

describe('the guest’s requests about their data, from their link', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it.each([
    [
      'pt-BR',
      'Seus dados pessoais',
      'A correção de um dado',
      'Diga o que deve ser corrigido',
      'Enviar código para confirmar',
    ],
    [
      'en-US',
      'Your personal data',
      'A correction',
      'Say what should be corrected',
      'Send a code to confirm',
    ],
    [
      'es-ES',
      'Tus datos personales',
      'La corrección de un dato',
      'Di qué se debe corregir',
      'Enviar código para confirmar',
    ],
  ] as const)(
    'in %s asks what to correct before sending a code',
    async (locale, title, correction, required, ask) => {
      server.use(...linkApi([]));
      const user = openPrivacyPage(locale);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      // The company's name reads without a missing article (walk of issue 32).
      if (locale === 'pt-BR')
        expect(
          screen.getByText(/cópia de tudo o que a hospedagem Pousada do Mar guarda sobre você/),
        ).toBeInTheDocument();
      await user.click(await screen.findByRole('radio', { name: correction }));
      await user.click(screen.getByRole('button', { name: ask }));
      expect(await screen.findByText(required)).toBeInTheDocument();
    },
  );

  it('sends the request through the link, then confirms it with the e-mailed code', async () => {
    const sent: Sent[] = [];
    server.use(...linkApi(sent));
    const user = openPrivacyPage('en-US');
    await user.click(await screen.findByRole('radio', { name: 'A correction' }));
    await user.type(
      screen.getByLabelText(/^What should be corrected\?/),
      'My surname is Silva Souza.',
    );
    await user.click(screen.getByRole('button', { name: 'Send a code to confirm' }));
    expect(
      await screen.findByText('We sent a 6-digit code to m•••@example.com.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code received by e-mail/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    // At the code field, where the guest types again, not only in a passing toast (walk of issue 32).
    await waitFor(() =>
      expect(screen.getByLabelText(/^Code received by e-mail/)).toHaveAccessibleDescription(
        /Invalid code\. Check it and try again\./,
      ),
    );
    expect(screen.getByLabelText(/^Code received by e-mail/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.clear(screen.getByLabelText(/^Code received by e-mail/));
    await user.type(screen.getByLabelText(/^Code received by e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    expect(await screen.findByText('Request confirmed.')).toBeInTheDocument();
    expect(await screen.findByText(/^Asked on .* · Answer by /)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      path: '/api/stays/guestForm/r-1/data-requests',
      headers: { source: 'airbnb', friendlycode: 'pousada-mar' },
      body: { kind: 'correction', correction: 'My surname is Silva Souza.', lang: 'en-US' },
    });
    expect(sent.at(-1)?.path).toBe(`/api/stays/guestForm/r-1/data-requests/${REQUEST_ID}/confirm`);
  });

  // Walk of issue 32: a reload after "send a code" showed the choices again, and the guest had
  // to ask for a second code.
  it.each([
    [
      'pt-BR',
      'Uma cópia dos meus dados (JSON e PDF, por e-mail)',
      'Enviar código para confirmar',
      'Enviamos um código de 6 dígitos para m•••@example.com.',
      /^Código recebido por e-mail/,
      'Confirmar pedido',
      'Recomeçar o pedido',
      'Pedido confirmado.',
    ],
    [
      'en-US',
      'A copy of my data (JSON and PDF, by e-mail)',
      'Send a code to confirm',
      'We sent a 6-digit code to m•••@example.com.',
      /^Code received by e-mail/,
      'Confirm the request',
      'Start the request over',
      'Request confirmed.',
    ],
    [
      'es-ES',
      'Una copia de mis datos (JSON y PDF, por correo)',
      'Enviar código para confirmar',
      'Enviamos un código de 6 dígitos a m•••@example.com.',
      /^Código recibido por correo/,
      'Confirmar solicitud',
      'Empezar la solicitud de nuevo',
      'Solicitud confirmada.',
    ],
  ] as const)(
    'in %s, after a reload, asks again for the code already sent, or starts over',
    async (locale, copy, ask, codeSent, code, confirm, startOver, confirmed) => {
      const sent: Sent[] = [];
      server.use(...linkApi(sent));
      const reload = () => {
        cleanup();
        return openPrivacyPage(locale);
      };
      let user = openPrivacyPage(locale);
      await user.click(await screen.findByRole('radio', { name: copy }));
      await user.click(screen.getByRole('button', { name: ask }));
      expect(await screen.findByText(codeSent)).toBeInTheDocument();
      user = reload();
      expect(await screen.findByText(codeSent)).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: copy })).toBeNull();
      // Started over: the choices again, and again after a reload.
      await user.click(screen.getByRole('button', { name: startOver }));
      expect(await screen.findByRole('radio', { name: copy })).toBeInTheDocument();
      user = reload();
      expect(await screen.findByRole('radio', { name: copy })).toBeInTheDocument();
      // Asked again, reloaded, confirmed with the code: one request asked per code sent.
      await user.click(screen.getByRole('radio', { name: copy }));
      await user.click(screen.getByRole('button', { name: ask }));
      await screen.findByText(codeSent);
      user = reload();
      await user.type(await screen.findByLabelText(code), '123456');
      await user.click(screen.getByRole('button', { name: confirm }));
      expect(await screen.findByText(confirmed)).toBeInTheDocument();
      expect(sent.map(({ path }) => path)).toEqual([
        '/api/stays/guestForm/r-1/data-requests',
        '/api/stays/guestForm/r-1/data-requests',
        `/api/stays/guestForm/r-1/data-requests/${REQUEST_ID}/confirm`,
      ]);
      reload();
      expect(await screen.findByRole('radio', { name: copy })).toBeInTheDocument();
      expect(screen.queryByText(codeSent)).toBeNull();
    },
  );

  it.each([
    ['pt-BR', 'A exclusão dos meus dados', /Guardado: nome, documento.+ até 13 de março de 2028\./],
    ['en-US', 'The deletion of my data', /Kept: name, document.+ until March 13, 2028\./],
    [
      'es-ES',
      'La eliminación de mis datos',
      /Guardado: nombre, documento.+ hasta el 13 de marzo de 2028\./,
    ],
  ] as const)(
    'in %s, for a stay whose checkout the host finished, says the date what is kept goes',
    async (locale, deletion, kept) => {
      server.use(
        ...linkApi([]),
        http.get('*/api/stays/guestForm/r-1/data-requests/deletion-preview', () =>
          HttpResponse.json({
            removed: ['biometric', 'contact', 'documents', 'form'],
            kept: [{ part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' }],
          }),
        ),
      );
      const user = openPrivacyPage(locale);
      await user.click(await screen.findByRole('radio', { name: deletion }));
      expect(await screen.findByText(kept)).toBeInTheDocument();
      expect(
        screen.queryByText(/quando a estadia terminar|once the stay has ended|cuando termine/),
      ).toBeNull();
    },
  );

  // Walk of issue 32: before her stay, the preview said "destroyed at once" of data nothing had
  // destroyed yet, and the answer read as if everything went then; only the biometric data
  // goes before the stay ends.
  const BEFORE_THE_STAY = {
    removed: ['biometric'],
    kept: [
      { part: 'documents', reason: 'stayNotEnded', until: '2027-03-13T14:00:00.000Z' },
      { part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' },
    ],
  };
  it.each([
    [
      'pt-BR',
      'A exclusão dos meus dados',
      'Destruído assim que você confirmar: só dados biométricos (selfie e prova de vida) enviados até então; o resto espera o fim da estadia, como abaixo.',
    ],
    [
      'en-US',
      'The deletion of my data',
      'Destroyed as soon as you confirm: only the biometric data (selfie and liveness check) sent until then; the rest waits for the end of the stay, as below.',
    ],
    [
      'es-ES',
      'La eliminación de mis datos',
      'Destruido en cuanto confirmes: solo datos biométricos (selfie y prueba de vida) enviados hasta entonces; el resto espera al final de la estancia, como se indica abajo.',
    ],
  ] as const)(
    'in %s, before the stay, says what confirming destroys and what waits',
    async (locale, deletion, removed) => {
      server.use(
        ...linkApi([]),
        http.get('*/api/stays/guestForm/r-1/data-requests/deletion-preview', () =>
          HttpResponse.json(BEFORE_THE_STAY),
        ),
      );
      const user = openPrivacyPage(locale);
      await user.click(await screen.findByRole('radio', { name: deletion }));
      expect(await screen.findByText(removed)).toBeInTheDocument();
      expect(
        screen.queryByText(/^(Destruído na hora|Destroyed at once|Destruido en el acto)/),
      ).toBeNull();
    },
  );

  it('lists a deletion confirmed before the stay as what went then, only', async () => {
    server.use(...linkApi([]));
    server.use(
      http.get('*/api/stays/guestForm/r-1/data-requests', () =>
        HttpResponse.json([
          aRequest({
            kind: 'deletion',
            correction: null,
            status: 'open',
            confirmedAt: '2026-11-29T12:01:00.000Z',
            dueAt: '2026-12-14T12:01:00.000Z',
            deletion: BEFORE_THE_STAY as DataRequestView['deletion'],
          }),
        ]),
      ),
    );
    openPrivacyPage('en-US');
    expect(
      await screen.findByText(
        'Destroyed at once: only the biometric data (selfie and liveness check) sent until then; the rest waits for the end of the stay, as below.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Kept until the stay ends on .*: documents sent.*; then erased\.$/),
    ).toBeInTheDocument();
  });

  // Walk55: a companion erased before the stay's end still read, after it, that the rest waits.
  it.each([
    [
      'pt-BR',
      'Destruído no fim da estadia, em 14 de março de 2027: dados de contato, documentos enviados e demais dados do check-in.',
      /^Respondido em 1 de dez. de 2026: o que foi excluído/,
      /ainda não terminou|espera o fim/,
    ],
    [
      'en-US',
      'Destroyed at the end of the stay, on March 14, 2027: contact data, documents sent, and the rest of the check-in data.',
      /^Answered on Dec 1, 2026: what was erased/,
      /not ended yet|waits for/,
    ],
    [
      'es-ES',
      'Destruido al final de la estancia, el 14 de marzo de 2027: datos de contacto, documentos enviados y el resto de los datos del check-in.',
      /^Respondida el 1 dic 2026: lo que se eliminó/,
      /aún no terminó|espera al final/,
    ],
  ])(
    'in %s, says a completed deletion went at the stay’s end, and nothing still waits',
    async (locale, completed, answered, waiting) => {
      server.use(...linkApi([]));
      server.use(
        http.get('*/api/stays/guestForm/r-1/data-requests', () =>
          HttpResponse.json([
            aRequest({
              kind: 'deletion',
              correction: null,
              status: 'answered',
              confirmedAt: '2026-11-29T12:01:00.000Z',
              deletion: BEFORE_THE_STAY as DataRequestView['deletion'],
              erasedAt: '2026-12-01T12:00:00.000Z',
              answeredAt: '2026-12-01T12:00:00.000Z',
              completedAt: '2027-03-14T12:00:00.000Z',
            }),
          ]),
        ),
      );
      openPrivacyPage(locale as Locale);
      expect(await screen.findByText(completed)).toBeInTheDocument();
      expect(screen.getByText(answered)).toBeInTheDocument();
      expect(screen.queryByText(waiting)).toBeNull();
    },
  );

  // Issue 32: an adult companion, on their own link, has no e-mail on the reservation; they
  // type where the code (and the copy) goes, and ask as themselves.
  it.each([
    [
      'pt-BR',
      /^Uma cópia dos meus dados/,
      'Seu e-mail',
      'Enviar código para confirmar',
      'O anfitrião vai confirmar que é você e responder em até 15 dias; só então a cópia dos seus dados é enviada.',
    ],
    [
      'en-US',
      /^A copy of my data/,
      'Your e-mail',
      'Send a code to confirm',
      'The host will confirm it is you and answer within 15 days; only then is the copy of your data sent.',
    ],
    [
      'es-ES',
      /^Una copia de mis datos/,
      'Tu correo',
      'Enviar código para confirmar',
      'El anfitrión confirmará que eres tú y responderá en un plazo de 15 días; solo entonces se envía la copia de tus datos.',
    ],
  ] as const)(
    'in %s, a companion on their own link types the e-mail the code goes to',
    async (locale, copy, email, ask, hostConfirms) => {
      const sent: Sent[] = [];
      server.use(...linkApi(sent));
      const user = openPrivacyPage(locale, `${PATH}/k1`);
      await user.click(await screen.findByRole('radio', { name: copy }));
      // Nothing goes to the address typed before the host confirms it is them (issue 32).
      expect(screen.getByText(hostConfirms)).toBeInTheDocument();
      expect(screen.getByLabelText(new RegExp(`^${email}`))).toBeRequired();
      await user.type(screen.getByLabelText(new RegExp(`^${email}`)), 'ana@example.net');
      await user.click(screen.getByRole('button', { name: ask }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: '/api/stays/guestForm/r-1/data-requests',
        headers: { source: 'airbnb', friendlycode: 'pousada-mar', additionalguestkey: 'k1' },
        body: { kind: 'copy', email: 'ana@example.net', lang: locale },
      });
      expect(await screen.findByText(/m•••@example\.com/)).toBeInTheDocument();
      // Back to their own link, not the holder's.
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(
        '/p/formdata/pousada-mar/airbnb/r-1/k1',
      );
    },
  );

  // Walk52: with the deletion chosen, the companion still read that the copy is sent then.
  it.each([
    [
      'pt-BR',
      /^A exclusão dos meus dados/,
      'O anfitrião vai confirmar que é você; só então seus dados são excluídos.',
      /^A correção de um dado/,
      'O anfitrião vai confirmar que é você e responder em até 15 dias; só então seus dados são corrigidos.',
    ],
    [
      'en-US',
      /^The deletion of my data/,
      'The host will confirm it is you; only then is your data deleted.',
      /^A correction/,
      'The host will confirm it is you and answer within 15 days; only then is your data corrected.',
    ],
    [
      'es-ES',
      /^La eliminación de mis datos/,
      'El anfitrión confirmará que eres tú; solo entonces se eliminan tus datos.',
      /^La corrección de un dato/,
      'El anfitrión confirmará que eres tú y responderá en un plazo de 15 días; solo entonces se corrigen tus datos.',
    ],
  ] as const)(
    'in %s, tells a companion what waits for the host for the kind chosen, not the copy’s',
    async (locale, deletion, deletionNote, correction, correctionNote) => {
      server.use(...linkApi([]));
      const user = openPrivacyPage(locale, `${PATH}/k1`);
      await user.click(await screen.findByRole('radio', { name: deletion }));
      expect(screen.getByText(deletionNote)).toBeInTheDocument();
      expect(
        screen.queryByText(
          /cópia dos seus dados é enviada|copy of your data sent|copia de tus datos/,
        ),
      ).toBeNull();
      await user.click(screen.getByRole('radio', { name: correction }));
      expect(screen.getByText(correctionNote)).toBeInTheDocument();
      expect(screen.queryByText(deletionNote)).toBeNull();
    },
  );

  it("asks no e-mail of the holder, whose is the reservation's", async () => {
    server.use(...linkApi([]));
    openPrivacyPage('en-US');
    await screen.findByRole('radio', { name: /^A copy of my data/ });
    expect(screen.queryByLabelText(/^Your e-mail/)).toBeNull();
    expect(screen.queryByText(/^The host will confirm it is you/)).toBeNull();
  });
});
