import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { translate, type LivenessMove, type LivenessState, type Locale } from '@chegada/contracts';
import { aFillingPage } from '../../../testing/guest-form-fixtures';
import { aPhoneCamera } from './fake-camera';
import { openGuestForm, openGuestFormIn, openOwnLinkIn } from './guest-form-steps';

// Stay, holder and guests saved: the guest resumes at the documents, the selfie still to do.
const atDocuments = () =>
  aFillingPage({ form: { name: 'Maria Silva' }, missing: ['doc_front', 'doc_back', 'doc_selfie'] });

type Page = ReturnType<typeof atDocuments>;
type Calls = { starts: number; checks: number[] };

const SESSION = '3f2b8a4e-5c1d-4e6f-9a7b-0c1d2e3f4a5b';
const CHALLENGE: LivenessMove[] = ['turn-left', 'look-up'];

/** The server's refusal as it words it in the guest's language (spec §8). */
const refusal = (
  status: number,
  code: 'BIOMETRIC_CONSENT_REQUIRED' | 'LIVENESS_CLOSED',
  locale: Locale,
) =>
  HttpResponse.json(
    { statusCode: status, code, message: translate(locale, `error.${code}`, { minutes: 30 }) },
    { status, headers: status === 429 ? { 'Retry-After': '1800' } : {} },
  );

type LivenessAnswers = {
  starts?: ('session' | 422 | 429)[];
  verdict?: 'passed' | 'move-not-made';
  /** What a failed check leaves: 0 after the 5th failure. */
  attemptsLeft?: number;
  locale?: Locale;
  /** The check as the server has it (GET …/liveness), read on each visit: closed until when. */
  closedUntil?: (calls: Calls) => string | null;
  /** What the server has of earlier checks (a reload): a pass, or the last failure. */
  onOpen?: Partial<Pick<LivenessState, 'passed' | 'lastFailure' | 'attemptsLeft'>>;
};

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

/** The liveness endpoints: each start answered by `starts` in turn, each check by `verdict`. */
const livenessServer = (
  page: Page,
  calls: Calls,
  {
    starts = ['session'],
    verdict = 'passed',
    attemptsLeft = 3,
    locale = 'en-US',
    closedUntil = () => null,
    onOpen = {},
  }: LivenessAnswers = {},
) => [
  http.get(`*/api/stays/guestForm/${page.id}/liveness`, () =>
    HttpResponse.json({
      closedUntil: closedUntil(calls),
      attemptsLeft: 0,
      passed: false,
      lastFailure: null,
      ...onOpen,
    }),
  ),
  http.post(`*/api/stays/guestForm/${page.id}/liveness`, () => {
    const answer = starts[Math.min(calls.starts, starts.length - 1)];
    calls.starts++;
    if (answer === 422) return refusal(422, 'BIOMETRIC_CONSENT_REQUIRED', locale);
    if (answer === 429) return refusal(429, 'LIVENESS_CLOSED', locale);
    const expiresAt = new Date(Date.now() + 120_000).toISOString();
    return HttpResponse.json(
      { sessionId: SESSION, challenge: CHALLENGE, expiresAt },
      { status: 201 },
    );
  }),
  http.post(`*/api/stays/guestForm/${page.id}/liveness/${SESSION}/check`, async ({ request }) => {
    calls.checks.push((await request.formData()).getAll('frames').length);
    return HttpResponse.json(
      verdict === 'passed'
        ? { passed: true, selfieKept: true, message: translate(locale, 'liveness.passed') }
        : {
            passed: false,
            reason: verdict,
            frame: 2,
            attemptsLeft,
            message: translate(locale, `liveness.failed.${verdict}`),
          },
    );
  }),
];

/**
 * Maria at her documents in `locale` on a phone with a camera, the liveness endpoints answering
 * `answers` (in English unless `answers.locale` says): the view, the camera and the calls made.
 */
const openAtSelfie = async (
  locale: Locale,
  answers: LivenessAnswers = {},
  page: Page = atDocuments(),
) => {
  const camera = aPhoneCamera();
  const calls: Calls = { starts: 0, checks: [] };
  const view = await openGuestFormIn(locale, page, [], ...livenessServer(page, calls, answers));
  return { ...view, camera, calls };
};

const selfie = () => within(screen.getByRole('group', { name: 'Selfie' }));
const photo = (name: string) =>
  new NodeFile([new Uint8Array(2048)], name, { type: 'image/png' }) as unknown as File;
// Timed prompts: 3 pictures of a 3-second countdown each, and the answer.
const THE_WHOLE_CHECK = { timeout: 15_000 };

describe('the selfie’s liveness check (issue 29)', () => {
  it('asks the image terms before anything is read, records them, then runs the challenge to its pass', async () => {
    const { user, saves, camera, calls } = await openAtSelfie('en-US', {
      starts: [422, 'session'],
    });
    expect(selfie().getByText(/not a certified anti-fraud system/)).toBeInTheDocument();
    await user.click(await selfie().findByRole('button', { name: 'Start the check' }));
    expect(await selfie().findByRole('alert')).toHaveTextContent(
      'Liveness start failed: accept the image terms first.',
    );
    // No camera opened and no picture sent before the guest accepts.
    expect(camera.opened).toBe(0);
    expect(calls.checks).toEqual([]);
    await user.click(selfie().getByRole('checkbox', { name: /I allow the photos/ }));
    expect(saves.map((save) => save.fields)).toEqual([{ imageTermsAccepted: true }]);

    expect(await selfie().findByText('Look straight at the camera')).toBeInTheDocument();
    expect(
      selfie().getByText('Each picture is taken at the end of its countdown.'),
    ).toBeInTheDocument();
    expect(selfie().getByText(/Picture 1 of 3\. Picture in \d s\./)).toBeInTheDocument();
    expect(
      await selfie().findByText('Turn your head to your left', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(selfie().getByText('←')).toBeInTheDocument();
    expect(await selfie().findByText('Look up', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await selfie().findByText(/^Liveness check passed\./, {}, THE_WHOLE_CHECK),
    ).toHaveTextContent('The straight-ahead picture is kept as your selfie.');
    // The straight-ahead picture, then one per move.
    expect(calls.checks).toEqual([3]);
  }, 30_000);

  it('says why a check failed and how many attempts are left, in the guest’s language', async () => {
    const { user, calls } = await openAtSelfie('pt-BR', {
      verdict: 'move-not-made',
      locale: 'pt-BR',
    });
    await user.click(await selfie().findByRole('button', { name: 'Começar a verificação' }));
    expect(
      await selfie().findByText('Vire a cabeça para a sua esquerda', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await selfie().findByRole('alert', {}, THE_WHOLE_CHECK)).toHaveTextContent(
      'Resultado da verificação facial inconsistente. Tente novamente: faça cada movimento pedido, um pouco mais amplo. Restam 3 tentativas.',
    );
    await user.click(await selfie().findByRole('button', { name: 'Tentar de novo' }));
    expect(await selfie().findByText('Olhe de frente para a câmera')).toBeInTheDocument();
    expect(calls.starts).toBe(2);
  }, 30_000);

  it('after 5 failures, offers the selfie upload that the host reviews by hand', async () => {
    const { user, saves } = await openAtSelfie('es-ES', {
      starts: [429],
      locale: 'es-ES',
      // Closed by failures on another device: this page learns it when it starts.
      closedUntil: ({ starts }) => (starts > 0 ? inHalfAnHour() : null),
    });
    await user.click(await selfie().findByRole('button', { name: 'Empezar la verificación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La verificación facial está cerrada durante 30 min más, tras 5 intentos fallidos. Envía un selfie abajo.',
    );
    const upload = selfie();
    expect(
      upload.getByText(
        'Sin la verificación por movimientos, el anfitrión revisa este selfie personalmente.',
      ),
    ).toBeInTheDocument();
    await user.upload(upload.getByLabelText('Usar una foto'), photo('yo.png'));
    expect(await upload.findByText('Enviado: yo.png')).toBeInTheDocument();
    expect(saves.map((save) => save.files)).toEqual([['doc_selfie']]);
  });

  it('without a camera (refused or none), offers the selfie upload that the host reviews by hand', async () => {
    const camera = aPhoneCamera({ refused: true });
    const page = atDocuments();
    const calls: Calls = { starts: 0, checks: [] };
    const { user, saves } = await openGuestForm(page, [], ...livenessServer(page, calls));
    await user.click(await selfie().findByRole('button', { name: 'Start the check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera could not be used, so the head-movement check cannot run. Send a selfie below.',
    );
    expect(camera.opened).toBe(1);
    expect(calls.checks).toEqual([]);
    // One way back to the camera, beside the photo: the check, should the camera be allowed.
    expect(
      screen.getAllByRole('button', { name: /camera/i }).map((button) => button.textContent),
    ).toEqual(['Try the camera again']);
    // The camera is broken: the photo comes from the gallery, never the camera again.
    expect(selfie().getByLabelText('Use a photo')).not.toHaveAttribute('capture');
    await user.upload(selfie().getByLabelText('Use a photo'), photo('me.png'));
    expect(await selfie().findByText('Sent: me.png')).toBeInTheDocument();
    expect(saves.map((save) => save.files)).toEqual([['doc_selfie']]);
    // Allowed since, the camera runs the check after all.
    await user.click(screen.getByRole('button', { name: 'Try the camera again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera could not be used');
    expect(camera.opened).toBe(2);
  });

  it('offers no photo instead while the check can run: not before it, not after a failure', async () => {
    const { user } = await openAtSelfie('en-US', { verdict: 'move-not-made' });
    expect(await selfie().findByRole('button', { name: 'Start the check' })).toBeInTheDocument();
    expect(selfie().queryByLabelText('Use a photo')).not.toBeInTheDocument();
    expect(selfie().queryByRole('button', { name: /photo/i })).not.toBeInTheDocument();

    await user.click(await selfie().findByRole('button', { name: 'Start the check' }));
    expect(await selfie().findByRole('alert', {}, THE_WHOLE_CHECK)).toHaveTextContent(
      '3 attempts left.',
    );
    expect(
      selfie()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Try again']);
    expect(selfie().queryByLabelText('Use a photo')).not.toBeInTheDocument();
  }, 30_000);

  it('after the 5th failure, offers the selfie upload at once, reviewed by hand', async () => {
    const { user, saves, calls } = await openAtSelfie('en-US', {
      verdict: 'move-not-made',
      attemptsLeft: 0,
    });
    await user.click(await selfie().findByRole('button', { name: 'Start the check' }));
    expect(await screen.findByRole('alert', {}, THE_WHOLE_CHECK)).toHaveTextContent(
      // No "Try again" once there is none left (issue 29).
      'Liveness result inconsistent. ' +
        'That was the 5th attempt: the check is closed for 30 minutes. ' +
        'Send a selfie below.',
    );
    const upload = selfie();
    expect(upload.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(
      upload.getByText('Without the head-movement check, your host reviews this selfie by hand.'),
    ).toBeInTheDocument();
    // One camera action and one from the gallery: a phone opens its gallery, not the camera.
    expect(upload.getByRole('button', { name: 'Open camera' })).toBeEnabled();
    expect(upload.getByLabelText('Use a photo')).not.toHaveAttribute('capture');
    expect(upload.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Open camera',
    ]);
    await user.upload(upload.getByLabelText('Use a photo'), photo('me.png'));
    expect(await upload.findByText('Sent: me.png')).toBeInTheDocument();
    expect(saves.map((save) => save.files)).toEqual([['doc_selfie']]);
    expect(calls.starts).toBe(1);
  }, 30_000);

  it.each([
    [
      'pt-BR',
      'Começar a verificação',
      'Resultado da verificação facial inconsistente. Essa foi a 5ª tentativa: a verificação fica fechada por 30 minutos. Envie uma selfie abaixo.',
    ],
    [
      'es-ES',
      'Empezar la verificación',
      'Resultado de la verificación facial inconsistente. Ese fue el 5.º intento: la verificación queda cerrada durante 30 minutos. Envía un selfie abajo.',
    ],
  ] as const)(
    'in %s, the 5th failure says the check closed, not to try again',
    async (locale, start, said) => {
      const { user } = await openAtSelfie(locale, { verdict: 'move-not-made', attemptsLeft: 0 });
      await user.click(await selfie().findByRole('button', { name: start }));
      expect(await screen.findByRole('alert', {}, THE_WHOLE_CHECK)).toHaveTextContent(said);
      const alert = screen.getByRole('alert');
      expect(alert).not.toHaveTextContent(/Tente|Inténtalo/);
      expect(selfie().queryByRole('button', { name: /Tentar|Intentar/ })).not.toBeInTheDocument();
    },
    30_000,
  );

  it('shows no button to start until the server said where the check stands', async () => {
    aPhoneCamera();
    const page = atDocuments();
    const calls: Calls = { starts: 0, checks: [] };
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The check as a reload after the 5th failure finds it, answered once the test says so.
    const held = http.get(`*/api/stays/guestForm/${page.id}/liveness`, async () => {
      await answered;
      const state: LivenessState = {
        closedUntil: inHalfAnHour(),
        attemptsLeft: 0,
        passed: false,
        lastFailure: null,
      };
      return HttpResponse.json(state);
    });
    await openGuestForm(page, [], held, ...livenessServer(page, calls));
    expect(await selfie().findByText('Loading the check…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
    answer();
    // Closed: the upload, and still never the button that would have flashed.
    expect(await screen.findByRole('alert')).toHaveTextContent(/closed for another 30 min/);
    expect(screen.queryByText('Loading the check…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
  });

  it('after a reload of the closed check, still offers only the selfie upload', async () => {
    const { user, saves, calls } = await openAtSelfie('en-US', { closedUntil: inHalfAnHour });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The liveness check is closed for another 30 min, after 5 failed attempts. Send a selfie below.',
    );
    expect(screen.queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
    await user.upload(selfie().getByLabelText('Use a photo'), photo('me.png'));
    expect(await selfie().findByText('Sent: me.png')).toBeInTheDocument();
    expect([calls.starts, saves.map((save) => save.files)]).toEqual([0, [['doc_selfie']]]);
  });

  it('after a reload once the check passed, says it passed, the selfie received, and does it again', async () => {
    const selfieKept = {
      ...atDocuments(),
      files: { main: ['doc_selfie'] },
      missing: ['doc_front', 'doc_back'],
    };
    const onOpen = { passed: true, attemptsLeft: 5 };
    const { user, calls } = await openAtSelfie('en-US', { onOpen }, selfieKept);
    expect(await selfie().findByText(/^Liveness check passed\./)).toHaveTextContent(
      'Liveness check passed. Selfie received.',
    );
    // Nothing started on its own; the check may be done again while the form is not sent.
    expect(calls.starts).toBe(0);
    await user.click(selfie().getByRole('button', { name: 'Do the check again' }));
    expect(await selfie().findByText('Look straight at the camera')).toBeInTheDocument();
    expect(calls.starts).toBe(1);
  });

  it.each([
    [
      'en-US',
      'Start the check',
      'Your selfie, the straight-ahead picture of the check',
      'Do the check again',
      'Cancel',
    ],
    [
      'pt-BR',
      'Começar a verificação',
      'A sua selfie, a foto de frente da verificação',
      'Fazer a verificação de novo',
      'Cancelar',
    ],
    [
      'es-ES',
      'Empezar la verificación',
      'Tu selfie, la foto de frente de la verificación',
      'Hacer la verificación de nuevo',
      'Cancelar',
    ],
  ] as const)(
    'in %s, shows the selfie a pass kept, and does the check again, which keeps its own',
    async (locale, start, alt, again, cancel) => {
      const { user, calls } = await openAtSelfie(locale, { starts: ['session'], locale });
      await user.click(await selfie().findByRole('button', { name: start }));
      const kept = await selfie().findByRole('img', { name: alt }, THE_WHOLE_CHECK);
      expect(kept.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
      // A camera closed halfway through the check done again leaves the pass as it was.
      await user.click(selfie().getByRole('button', { name: again }));
      await user.click(await selfie().findByRole('button', { name: cancel }));
      expect(await selfie().findByRole('img', { name: alt })).toBeInTheDocument();
      // Done again to its end: the new straight-ahead picture is the one kept.
      await user.click(selfie().getByRole('button', { name: again }));
      await selfie().findByRole('button', { name: cancel });
      expect(selfie().queryByRole('img', { name: alt })).not.toBeInTheDocument();
      expect(await selfie().findByRole('img', { name: alt }, THE_WHOLE_CHECK)).toBeInTheDocument();
      expect(calls).toEqual({ starts: 3, checks: [3, 3] });
    },
    60_000,
  );

  it('after a reload once a check failed, says why again with the attempts left, and retries', async () => {
    const { user, calls } = await openAtSelfie('en-US', {
      onOpen: { lastFailure: 'move-not-made', attemptsLeft: 2 },
    });
    expect(await selfie().findByRole('alert')).toHaveTextContent(
      'Liveness result inconsistent. Try again: make each move asked, a little wider. 2 attempts left.',
    );
    expect(selfie().queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
    await user.click(await selfie().findByRole('button', { name: 'Try again' }));
    expect(await selfie().findByText('Look straight at the camera')).toBeInTheDocument();
    expect(calls.starts).toBe(1);
  });

  it('words the reason of a failure in the language the guest switches to', async () => {
    const { user } = await openAtSelfie('en-US', { verdict: 'move-not-made' });
    await user.click(await selfie().findByRole('button', { name: 'Start the check' }));
    expect(await selfie().findByRole('alert', {}, THE_WHOLE_CHECK)).toHaveTextContent(
      'Liveness result inconsistent. Try again: make each move asked, a little wider. 3 attempts left.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt-BR');
    const selfiePt = within(await screen.findByRole('group', { name: 'Selfie' }));
    expect(await selfiePt.findByRole('alert')).toHaveTextContent(
      'Resultado da verificação facial inconsistente. Tente novamente: faça cada movimento pedido, um pouco mais amplo. Restam 3 tentativas.',
    );
    expect(selfiePt.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['a browser without camera access at all', undefined],
    ['a phone whose browser lists no camera', { getUserMedia: () => Promise.reject(new Error()) }],
  ])('in %s, offers the upload at once: no terms asked, no check started', async (_, devices) => {
    aPhoneCamera();
    const mediaDevices = devices && { ...devices, enumerateDevices: () => Promise.resolve([]) };
    Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
    const page = atDocuments();
    const calls: Calls = { starts: 0, checks: [] };
    const { user, saves } = await openGuestFormIn(
      'pt-BR',
      page,
      [],
      ...livenessServer(page, calls),
    );
    await user.click(await selfie().findByRole('button', { name: 'Começar a verificação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível usar a câmera, então a verificação por movimentos não pode ser feita.',
    );
    expect(selfie().getByLabelText('Usar uma foto')).toBeInTheDocument();
    // Without the browser's camera access there is nothing to try again with.
    expect(screen.queryAllByRole('button', { name: 'Tentar a câmera de novo' })).toHaveLength(
      devices ? 1 : 0,
    );
    expect([calls.starts, saves.length]).toEqual([0, 0]);
  });

  it('is the check for an adult on their own link too, started under their key', async () => {
    aPhoneCamera();
    const page = aFillingPage({
      form: { additionalGuest: { key: 'k1', name: 'João Souza', birthDate: '1992-01-01' } },
      files: { k1: [] },
      additionalGuestIndex: 0,
    });
    const keys: (string | null)[] = [];
    const { user } = await openOwnLinkIn(
      'en-US',
      page,
      [],
      http.post(`*/api/stays/guestForm/${page.id}/liveness`, ({ request }) => {
        keys.push(request.headers.get('additionalguestkey'));
        return refusal(422, 'BIOMETRIC_CONSENT_REQUIRED', 'en-US');
      }),
    );
    const start = await screen.findByRole('button', { name: 'Start the check' });
    await user.click(start);
    expect(await selfie().findByRole('alert')).toHaveTextContent(
      'Liveness start failed: accept the image terms first.',
    );
    expect(keys).toEqual(['k1']);
  });
});
