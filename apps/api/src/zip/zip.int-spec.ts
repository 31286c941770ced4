import { randomUUID } from 'node:crypto';
import { requestJson, startTestApp, type TestApp } from '@chegada/testing';
import {
  aRefusingUrl,
  startFakeBrasilApi,
  startFakeViaCep,
  type Behaviour,
  type FakeZipProvider,
  type KnownAddress,
} from './__fixtures__/fake-zip-providers';

const paulista: KnownAddress = {
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const town: KnownAddress = { street: '', neighborhood: '', city: 'Cunha', state: 'SP' };
const CEPS = [
  '01310100',
  '12260000',
  '20040020',
  '30130010',
  '40020000',
  '50030230',
  '60000000',
  '70040010',
  '80010000',
];
const ADDRESSES: Record<string, KnownAddress> = Object.fromEntries(
  CEPS.map((cep) => [cep, cep === '12260000' ? town : paulista]),
);
const UNKNOWN = ['99999999', '99999998', '99999997'];
// A CEP created lately: ViaCEP has it, BrasilAPI's sources not yet.
const ONLY_VIACEP = '88010001';

type Answer = {
  code?: string;
  message?: string;
  errors?: { field: string; message: string }[];
} & Record<string, unknown>;

const ZIP_TIMEOUT_MS = 300;

const startZipApp = (brasilApiUrl: string, viaCepUrl: string): Promise<TestApp> =>
  startTestApp({
    REDIS_PREFIX: `test-${randomUUID()}`,
    ZIP_BRASILAPI_URL: brasilApiUrl,
    ZIP_VIACEP_URL: viaCepUrl,
    ZIP_TIMEOUT_MS: String(ZIP_TIMEOUT_MS),
  });

let nextIp = 0;
/** A lookup from its own address (the app trusts the loopback proxy) unless one is named. */
const lookUp = (app: TestApp, cep: string, headers: Record<string, string> = {}) =>
  requestJson<Answer>(`${app.baseUrl}/api/zip/${cep}`, {
    headers: { 'x-forwarded-for': `198.51.100.${(nextIp += 1) % 250}`, ...headers },
  });

const paulistaAt = (cep: string) => ({ cep, ...paulista });

describe('GET /api/zip/:cep', () => {
  let brasilApi: FakeZipProvider;
  let viaCep: FakeZipProvider;
  let app: TestApp;
  const both = (behaviour: Behaviour) => {
    brasilApi.behave(behaviour);
    viaCep.behave(behaviour);
  };

  beforeAll(async () => {
    brasilApi = await startFakeBrasilApi(ADDRESSES);
    viaCep = await startFakeViaCep({ ...ADDRESSES, [ONLY_VIACEP]: paulista });
    app = await startZipApp(brasilApi.url, viaCep.url);
  });
  afterEach(() => both('normal'));
  afterAll(async () => {
    await app.close();
    await Promise.all([brasilApi.close(), viaCep.close()]);
  });

  it('answers the address BrasilAPI finds, without asking ViaCEP', async () => {
    const answer = await lookUp(app, '01310-100');
    expect(answer).toMatchObject({ status: 200, body: paulistaAt('01310100') });
    expect(brasilApi.asked).toContain('01310100');
    expect(viaCep.asked).not.toContain('01310100');
  });

  it('answers empty street and neighborhood for a CEP that covers a whole town', async () => {
    const answer = await lookUp(app, '12260000');
    expect(answer.body).toEqual({ cep: '12260000', ...town });
  });

  it.each<[string, Behaviour, string]>([
    ['answers 500', 'server-error', '20040020'],
    ['answers something that is not JSON', 'not-json', '30130010'],
    ['takes longer than the timeout', 'hang', '40020000'],
    ['drops the connection', 'reset', '50030230'],
  ])('asks ViaCEP when BrasilAPI %s', async (_, behaviour, cep) => {
    brasilApi.behave(behaviour);
    // No clock: a BrasilAPI that hangs never answers, so ViaCEP's answer proves the timeout.
    const answer = await lookUp(app, cep);
    expect(answer).toMatchObject({ status: 200, body: paulistaAt(cep) });
    expect(brasilApi.asked).toContain(cep);
    expect(viaCep.asked).toContain(cep);
  });

  it('asks ViaCEP for a CEP BrasilAPI does not know', async () => {
    const answer = await lookUp(app, ONLY_VIACEP);
    expect(answer).toMatchObject({ status: 200, body: paulistaAt(ONLY_VIACEP) });
    expect(brasilApi.asked).toContain(ONLY_VIACEP);
  });

  it.each([
    ['pt-BR', 'CEP não encontrado'],
    ['en-US', 'Zip code not found'],
  ])('answers 404 in %s for a CEP neither provider knows', async (language, message) => {
    const answer = await lookUp(app, UNKNOWN[0]!, { 'accept-language': language });
    expect(answer).toMatchObject({ status: 404, body: { code: 'ZIP_CODE_NOT_FOUND', message } });
  });

  it('answers 404 when BrasilAPI is down and ViaCEP says "erro": "true"', async () => {
    brasilApi.behave('server-error');
    viaCep.behave('erro-as-string');
    const answer = await lookUp(app, UNKNOWN[1]!);
    expect(answer).toMatchObject({ status: 404, body: { code: 'ZIP_CODE_NOT_FOUND' } });
  });

  it.each([
    ['pt-BR', 'Erro ao buscar o CEP'],
    ['en-US', 'Error when fetching zip code'],
    ['es-ES', 'Error al buscar el código postal'],
  ])('answers 502 in %s when both providers fail', async (language, message) => {
    brasilApi.behave('server-error');
    viaCep.behave('hang');
    const answer = await lookUp(app, '60000000', { 'accept-language': language });
    expect(answer).toMatchObject({ status: 502, body: { code: 'ZIP_LOOKUP_FAILED', message } });
  });

  it('keeps no failure: the CEP is found once a provider is back', async () => {
    both('server-error');
    expect((await lookUp(app, '80010000')).status).toBe(502);
    viaCep.behave('normal');
    expect(await lookUp(app, '80010000')).toMatchObject({
      status: 200,
      body: paulistaAt('80010000'),
    });
  });

  it('serves found and unknown CEPs from the cache while both providers are down', async () => {
    expect((await lookUp(app, '70040010')).status).toBe(200);
    expect((await lookUp(app, UNKNOWN[2]!)).status).toBe(404);
    const asked = brasilApi.asked.length + viaCep.asked.length;
    both('server-error');
    expect(await lookUp(app, '70040-010')).toMatchObject({
      status: 200,
      body: paulistaAt('70040010'),
    });
    expect((await lookUp(app, UNKNOWN[2]!)).status).toBe(404);
    expect(brasilApi.asked.length + viaCep.asked.length).toBe(asked);
  });

  it.each(['0131010', '013101000', '01310-10a', '01.310-100', 'cep'])(
    'refuses %p with 400 and asks no provider',
    async (typed) => {
      const asked = brasilApi.asked.length + viaCep.asked.length;
      const answer = await lookUp(app, encodeURIComponent(typed), {
        'accept-language': 'en-US',
      });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'cep', message: 'Invalid CEP: use 8 digits, as in 00000-000' }],
        },
      });
      expect(brasilApi.asked.length + viaCep.asked.length).toBe(asked);
    },
  );

  it('allows 30 lookups a minute from one address, then answers 429', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let count = 0; count < 30; count += 1) {
      expect((await lookUp(app, '01310100', from)).status).toBe(200);
    }
    expect(await lookUp(app, '01310100', from)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect((await lookUp(app, '01310100')).status).toBe(200);
  });
});

describe('GET /api/zip/:cep when BrasilAPI refuses connections', () => {
  let viaCep: FakeZipProvider;
  let app: TestApp;

  beforeAll(async () => {
    viaCep = await startFakeViaCep(ADDRESSES);
    app = await startZipApp(await aRefusingUrl(), viaCep.url);
  });
  afterAll(async () => {
    await app.close();
    await viaCep.close();
  });

  it('answers what ViaCEP finds', async () => {
    expect(await lookUp(app, '01310100')).toMatchObject({
      status: 200,
      body: paulistaAt('01310100'),
    });
    expect(viaCep.asked).toEqual(['01310100']);
  });
});
