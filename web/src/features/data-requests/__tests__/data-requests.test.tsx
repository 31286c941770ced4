import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HostDataRequestView, Locale } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { aRequest } from './data-requests-kit';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

/** The API as it answers: an answer recorded shows on the next GET. */
const requestsApi = (answers: unknown[], requests: HostDataRequestView[]) => [
  http.get('*/api/data-requests', () => HttpResponse.json(requests)),
  http.put('*/api/data-requests/:id/answer', async ({ request }) => {
    const body = (await request.json()) as { answer: string };
    answers.push(body);
    const answered = {
      ...requests[0]!,
      status: 'answered' as const,
      answer: body.answer,
      answeredAt: new Date().toISOString(),
    };
    requests.splice(0, 1, answered);
    return HttpResponse.json(answered);
  }),
];

const open = async (locale: Locale, requests = [aRequest()], answers: unknown[] = []) => {
  server.use(...sessionHandlers(aSessionUser()), ...requestsApi(answers, requests));
  const view = renderApp('/u/data-requests', { token: TOKEN, locale });
  await screen.findByRole('heading', { level: 2 });
  return view;
};

describe('/u/data-requests: the host answers the guests’ requests about their data', () => {
  it.each([
    [
      'pt-BR',
      'Pedidos dos hóspedes sobre seus dados',
      /^Prazo: .* \(14 dias\)$/,
      'Campo obrigatório',
    ],
    ['en-US', 'Guests’ requests about their data', /^Due: .* \(14 days\)$/, 'Required field'],
    [
      'es-ES',
      'Solicitudes de los huéspedes sobre sus datos',
      /^Plazo: .* \(14 días\)$/,
      'Campo obligatorio',
    ],
  ] as const)(
    'in %s shows the deadline and refuses an empty answer',
    async (locale, title, due, required) => {
      const { user } = await open(locale);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByText(due)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Registrar|Record/ }));
      expect(await screen.findByText(required)).toBeInTheDocument();
    },
  );

  it('records the answer and shows it, with the deadline gone', async () => {
    const answers: unknown[] = [];
    const { user } = await open('en-US', [aRequest()], answers);
    const card = screen.getByRole('listitem', { name: 'Correction · Maria Silva' });
    await user.type(within(card).getByLabelText(/^Your answer/), 'Corrected in the reservation.');
    await user.click(within(card).getByRole('button', { name: 'Record the answer' }));
    expect(
      await within(card).findByText(/^Answered on .*: Corrected in the reservation\.$/),
    ).toBeInTheDocument();
    expect(answers).toEqual([{ answer: 'Corrected in the reservation.' }]);
    expect(within(card).queryByText(/^Due:/)).not.toBeInTheDocument();
  });

  it('corrects the guest’s data from the request, then shows what was corrected', async () => {
    const corrections: unknown[] = [];
    const requests = [aRequest()];
    server.use(
      http.get('*/api/data-requests/:id/guest-data', () =>
        HttpResponse.json({
          name: 'Maria Silva',
          birthDate: '1990-04-01',
          documentKind: 'cpf',
          documentNumber: '52998224725',
          email: 'maria@example.com',
          phone: '+55 11 98765-4321',
        }),
      ),
      http.put('*/api/data-requests/:id/guest-data', async ({ request }) => {
        corrections.push(await request.json());
        const corrected = {
          ...requests[0]!,
          corrected: { fields: ['name'], at: new Date().toISOString() },
        };
        requests.splice(0, 1, corrected as HostDataRequestView);
        return HttpResponse.json(corrected);
      }),
    );
    const { user } = await open('en-US', requests);
    const card = screen.getByRole('listitem', { name: 'Correction · Maria Silva' });
    await user.click(within(card).getByRole('button', { name: 'Correct the guest’s data' }));
    const name = await within(card).findByLabelText(/^Name/);
    expect(name).toHaveValue('Maria Silva');
    expect(within(card).getByLabelText(/^CPF/)).toHaveValue('52998224725');
    await user.clear(name);
    await user.type(name, 'Maria Silva Souza');
    await user.click(within(card).getByRole('button', { name: 'Save the correction' }));
    expect(await within(card).findByText(/^Corrected on .*: Name\.$/)).toBeInTheDocument();
    expect(corrections).toEqual([
      expect.objectContaining({ name: 'Maria Silva Souza', documentNumber: '52998224725' }),
    ]);
    // The answer goes on: the host tells the guest, who gets it by e-mail.
    expect(within(card).getByText(/The guest gets the answer by e-mail/)).toBeInTheDocument();
  });

  // Walk of issue 32: the intro said deletions "were carried out at once" above a deletion
  // card listing what is kept.
  it.each([
    [
      'en-US',
      'the holder’s copies were sent at once, and a companion’s waits for you to confirm it is them. A deletion erases at once what no duty keeps;',
    ],
    [
      'pt-BR',
      'as cópias da pessoa titular foram enviadas na hora, e a de um acompanhante espera você confirmar que o pedido é mesmo dessa pessoa. Uma exclusão apaga na hora o que nenhuma obrigação guarda;',
    ],
    [
      'es-ES',
      'las copias de la persona titular se enviaron en el acto, y la de un acompañante espera a que confirmes que la solicitud es de esa persona. Una eliminación borra en el acto lo que ninguna obligación conserva;',
    ],
  ] as const)(
    'in %s, says truthfully what was done at once and what waits',
    async (locale, words) => {
      await open(locale);
      expect(screen.getByText(new RegExp(words))).toBeInTheDocument();
      expect(
        screen.queryByText(
          /deletions were carried out|exclusões já foram feitas|eliminaciones ya se hicieron/,
        ),
      ).not.toBeInTheDocument();
    },
  );

  it('shows what a deletion destroyed and what is kept, for a guest whose data is gone', async () => {
    await open('en-US', [
      aRequest({
        kind: 'deletion',
        correction: null,
        guestName: null,
        deletion: {
          removed: ['biometric', 'contact', 'documents', 'form'],
          kept: [
            { part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' },
            { part: 'fnrh', reason: 'governmentRegister', until: null, reference: 'FNRH-4411' },
          ],
        },
      }),
    ]);
    const card = screen.getByRole('listitem', { name: 'Deletion · data deleted' });
    // The stay is still reachable from the request (walk of issue 32).
    expect(within(card).getByRole('link', { name: 'Open the reservation' })).toHaveAttribute(
      'href',
      expect.stringContaining('/u/guest/') as unknown,
    );
    expect(within(card).getByText(/^Destroyed at once: biometric data/)).toBeInTheDocument();
    expect(
      within(card).getByText(
        /^Kept: name, document, birth date and nationality of whoever stayed — the host must keep the guest register for the retention period, until March 13, 2028\.$/,
      ),
    ).toBeInTheDocument();
    // The stay sent to FNRH: the government's register, named, kept by FNRH and not by us.
    expect(
      within(card).getByText(
        /^Kept by the government: the stay’s record in the FNRH \(Brazil’s national guest register, reservation FNRH-4411\) — it is the government’s register/,
      ),
    ).toBeInTheDocument();
  });

  // Issue 32: a companion's copy goes to the address they typed only when the host sends it.
  it.each([
    [
      'pt-BR',
      'Cópia dos dados · Ana Lima',
      'Enviar a cópia para a•••@example.net',
      /^Cópia enviada/,
    ],
    ['en-US', 'Copy of the data · Ana Lima', 'Send the copy to a•••@example.net', /^Copy sent/],
    [
      'es-ES',
      'Copia de los datos · Ana Lima',
      'Enviar la copia a a•••@example.net',
      /^Copia enviada/,
    ],
  ] as const)(
    "in %s shows a companion's copy under their own name and sends it on the host's click",
    async (locale, name, button, sentText) => {
      const sent: string[] = [];
      const requests = [
        aRequest({ kind: 'copy', guestName: 'Ana Lima', companionEmail: 'a•••@example.net' }),
      ];
      server.use(
        http.post('*/api/data-requests/:id/copy', ({ params }) => {
          sent.push(String(params.id));
          const answered = {
            ...requests[0]!,
            status: 'answered' as const,
            copySentAt: new Date().toISOString(),
          };
          requests.splice(0, 1, answered);
          return HttpResponse.json(answered);
        }),
      );
      const { user } = await open(locale, requests);
      const card = screen.getByRole('listitem', { name });
      expect(within(card).getByText(/a•••@example\.net\.$/)).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: button }));
      expect(await within(card).findByText(sentText)).toBeInTheDocument();
      expect(sent).toEqual([requests[0]!.id]);
      expect(within(card).queryByRole('button', { name: button })).toBeNull();
    },
  );
});

describe("a companion's deletion, erased on the host's confirmation", () => {
  it.each([
    [
      'pt-BR',
      'Exclusão · Ana Lima',
      'Excluir os dados deste acompanhante',
      'Excluir os dados de Ana Lima?',
      'Excluir os dados',
      /^Fica guardado|Fica guardado: nome, documento/,
      /^Destruído na hora/,
      /^Respondido em .* com a exclusão acima/,
    ],
    [
      'en-US',
      'Deletion · Ana Lima',
      'Erase this companion’s data',
      'Erase Ana Lima’s data?',
      'Erase the data',
      /Kept: their name, document/,
      /^Destroyed at once/,
      /^Answered on .* by the erasure above/,
    ],
    [
      'es-ES',
      'Eliminación · Ana Lima',
      'Eliminar los datos de este acompañante',
      '¿Eliminar los datos de Ana Lima?',
      'Eliminar los datos',
      /Se guarda: su nombre, documento/,
      /^Destruido en el acto/,
      /^Respondida el .* con la eliminación de arriba/,
    ],
  ] as const)(
    'in %s says what goes and what is kept, and answers the request with the outcome',
    async (locale, card, action, title, confirm, kept, outcome, answered) => {
      const erased: string[] = [];
      const requests = [
        aRequest({
          kind: 'deletion',
          guestName: 'Ana Lima',
          companionEmail: 'a•••@example.net',
          companion: true,
          guest: 'guest-1',
          erasedAt: null,
        }),
      ];
      server.use(
        http.post('*/api/data-requests/:id/erase-companion', ({ params }) => {
          erased.push(String(params.id));
          const done = {
            ...requests[0]!,
            status: 'answered' as const,
            answer: null,
            answeredAt: new Date().toISOString(),
            erasedAt: new Date().toISOString(),
            companionEmail: null,
            deletion: {
              removed: ['biometric', 'contact', 'documents', 'form'],
              kept: [{ part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' }],
            },
          } satisfies HostDataRequestView;
          requests.splice(0, 1, done);
          return HttpResponse.json(done);
        }),
      );
      const { user } = await open(locale, requests);
      const item = screen.getByRole('listitem', { name: card });
      await user.click(within(item).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
      expect(within(dialog).getByText(kept)).toBeInTheDocument();
      // Nothing goes before the host confirms.
      expect(erased).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await within(item).findByText(outcome)).toBeInTheDocument();
      // One action: the erasure is the answer, no answer form is left to fill.
      expect(within(item).getByText(answered)).toBeInTheDocument();
      expect(within(item).queryByRole('textbox')).toBeNull();
      expect(erased).toEqual([requests[0]!.id]);
      expect(within(item).queryByRole('button', { name: action })).toBeNull();
    },
  );

  it('is not offered on the holder’s deletion', async () => {
    await open('en-US', [aRequest({ kind: 'deletion' })]);
    expect(screen.queryByRole('button', { name: 'Erase this companion’s data' })).toBeNull();
  });
});

describe('the menu counts the requests waiting for an answer', () => {
  // As the API counts them: the open ones of the list it answers.
  const countOf = (requests: HostDataRequestView[]) =>
    http.get('*/api/data-requests/open', () =>
      HttpResponse.json({ open: requests.filter((each) => each.status === 'open').length }),
    );

  it.each([
    [
      'pt-BR',
      'Pedidos LGPD 2 pedidos esperando resposta',
      'Pedidos LGPD 1 pedido esperando resposta',
    ],
    [
      'en-US',
      'Data requests 2 requests waiting for an answer',
      'Data requests 1 request waiting for an answer',
    ],
    [
      'es-ES',
      'Solicitudes LGPD 2 solicitudes esperando respuesta',
      'Solicitudes LGPD 1 solicitud esperando respuesta',
    ],
  ] as const)('in %s, and counts again once one is answered', async (locale, two, one) => {
    const requests = [aRequest(), aRequest({ id: 'second', kind: 'deletion' })];
    server.use(countOf(requests), ...sessionHandlers(aSessionUser()), ...requestsApi([], requests));
    const { user } = renderApp('/u/data-requests', { token: TOKEN, locale });
    const entry = await screen.findByRole('link', { name: two });
    expect(entry).toHaveAttribute('href', '/u/data-requests');
    expect(within(entry).getByText('2')).toBeInTheDocument();
    const [first] = await screen.findAllByRole('listitem', { name: /·/ });
    await user.type(within(first!).getByRole('textbox'), 'Done.');
    await user.click(within(first!).getByRole('button', { name: /Registrar|Record/ }));
    expect(await screen.findByRole('link', { name: one })).toBeInTheDocument();
  });

  it('shows no count when nothing waits', async () => {
    server.use(
      countOf([aRequest({ status: 'answered' })]),
      ...sessionHandlers(aSessionUser()),
      ...requestsApi([], [aRequest({ status: 'answered' })]),
    );
    renderApp('/u/data-requests', { token: TOKEN, locale: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Data requests' })).toBeInTheDocument();
  });
});

/** Ana's erasure, answered before the stay's end, completed after it. */
const anasErasure = aRequest({
  kind: 'deletion',
  status: 'answered',
  guestName: 'Ana Lima',
  companion: true,
  guest: 'guest-1',
  answer: null,
  answeredAt: '2027-03-01T15:00:00.000Z',
  erasedAt: '2027-03-01T15:00:00.000Z',
  completedAt: '2027-03-13T15:00:00.000Z',
  deletion: {
    removed: ['biometric', 'contact'],
    kept: [
      { part: 'documents', reason: 'stayNotEnded', until: '2027-03-13T14:00:00.000Z' },
      { part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' },
    ],
  },
});

describe("a companion's erasure answered before the stay's end, after it ended", () => {
  // Walk of issue 32: after the checkout the answered request read as if all had gone at once.

  it.each([
    [
      'pt-BR',
      'Destruído na hora: dados biométricos (selfie e prova de vida) e dados de contato.',
      'Destruído no fim da estadia, em 13 de março de 2027: documentos enviados e demais dados do check-in.',
    ],
    [
      'en-US',
      'Destroyed at once: biometric data (selfie and liveness check) and contact data.',
      'Destroyed at the end of the stay, on March 13, 2027: documents sent and the rest of the check-in data.',
    ],
    [
      'es-ES',
      'Destruido en el acto: datos biométricos (selfie y prueba de vida) y datos de contacto.',
      'Destruido al final de la estancia, el 13 de marzo de 2027: documentos enviados y el resto de los datos del check-in.',
    ],
  ] as const)(
    'in %s says what went at once and what went later, as the guest’s page does',
    async (locale, sent, later) => {
      await open(locale, [anasErasure]);
      const card = screen.getByRole('listitem', { name: /Ana Lima/ });
      expect(within(card).getByText(sent)).toBeInTheDocument();
      expect(within(card).getByText(later)).toBeInTheDocument();
    },
  );
});

describe("the prompt to send an erased companion's copy", () => {
  // Walk 55 of issue 32: it said the copy held her documents and selfie after they were erased.
  const erasure = { ...anasErasure, completedAt: null };
  const copy = aRequest({
    id: 'copy-1',
    kind: 'copy',
    guestName: 'Ana Lima',
    companion: true,
    guest: 'guest-1',
    companionEmail: 'a•••@example.net',
  });

  it.each([
    ['pt-BR', { completedAt: '2027-03-13T15:00:00.000Z' }, /o que ainda se guarda/],
    ['es-ES', { completedAt: '2027-03-13T15:00:00.000Z' }, /lo que aún se conserva/],
    ['en-US', {}, /holds their documents \(their selfie was erased/],
  ] as const)('in %s says what the copy will hold', async (locale, more, said) => {
    server.use(
      ...sessionHandlers(aSessionUser()),
      ...requestsApi([], [copy, { ...erasure, ...more }]),
    );
    renderApp('/u/data-requests', { token: TOKEN, locale });
    const card = await screen.findByRole(
      'listitem',
      { name: /Cópia|Copia|copy/i },
      { timeout: 10_000 },
    );
    expect(card).toHaveTextContent(said);
    expect(document.body).not.toHaveTextContent(
      /documentos e a selfie|sus documentos y su selfie|documents and selfie/,
    );
  });
});
