import type { FetchArgs } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { intlFor } from '../../../app/intl';
import { makeStore } from '../../../app/store';
import { server } from '../../../testing/server';
import { describeApiError } from '../api-error';
import { baseApi } from '../base-api';
import { serializeParams } from '../base-query';

// A probe endpoint: whatever request a test describes, through the real base query.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.mutation<unknown, FetchArgs>({ query: (args) => args }) }),
});

const call = async (args: FetchArgs, options: { token?: string; locale?: Locale } = {}) => {
  if (options.token) localStorage.setItem('chegada.token', options.token);
  if (options.locale) localStorage.setItem('chegada.locale', options.locale);
  const store = makeStore('localhost');
  return store.dispatch(probeApi.endpoints.probe.initiate(args));
};

const failure = async (locale: Locale) => {
  const result = await call({ url: 'probe' }, { locale });
  if (!('error' in result)) throw new Error('expected a failure');
  return describeApiError(intlFor(locale).formatMessage, result.error);
};

describe('error mapping (spec §8)', () => {
  it.each([
    ['en-US', 'Could not connect to server. Please try again later.'],
    ['pt-BR', 'Não foi possível conectar ao servidor. Tente novamente mais tarde.'],
    ['es-ES', 'No se pudo conectar con el servidor. Inténtalo de nuevo más tarde.'],
  ] as const)('an unreachable server reads, in %s, %s', async (locale, text) => {
    server.use(http.all('*/api/probe', () => HttpResponse.error()));
    expect(await failure(locale)).toBe(text);
  });

  it.each([
    ['en-US', 'An internal server error has occurred. Please try again later.'],
    ['pt-BR', 'Ocorreu um erro interno no servidor. Tente novamente mais tarde.'],
    ['es-ES', 'Se ha producido un error interno en el servidor. Inténtalo de nuevo más tarde.'],
  ] as const)("the server's 'Erro interno no servidor' reads, in %s, %s", async (locale, text) => {
    const body = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno no servidor' };
    server.use(http.all('*/api/probe', () => HttpResponse.json(body, { status: 500 })));
    expect(await failure(locale)).toBe(text);
  });

  it("shows any other error with the server's message, keeping the field errors", async () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Fill in all required fields',
      errors: [{ field: 'email', message: 'Invalid email' }],
    };
    server.use(http.all('*/api/probe', () => HttpResponse.json(body, { status: 400 })));
    const result = await call({ url: 'probe' });
    expect(result).toMatchObject({
      error: { status: 400, code: 'VALIDATION_FAILED', errors: body.errors },
    });
    expect(await failure('en-US')).toBe('Fill in all required fields');
  });

  it('falls back to the status text when the body has no message', async () => {
    server.use(
      http.all(
        '*/api/probe',
        () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    expect(await failure('en-US')).toBe('Bad Gateway');
  });
});

describe('requests (spec §7)', () => {
  it('carry the bearer token and the language', async () => {
    let headers: Headers | undefined;
    server.use(
      http.all('*/api/probe', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await call({ url: 'probe' }, { token: 'abc', locale: 'es-ES' });
    expect(headers?.get('authorization')).toBe('Bearer abc');
    expect(headers?.get('accept-language')).toBe('es-ES');
  });

  it('send GET arrays as key[] and skip empty values', async () => {
    let search = '';
    server.use(
      http.get('*/api/probe', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json([]);
      }),
    );
    const params = { status: [1, '', 3], q: '', page: 2, house: undefined, flag: false };
    await call({ url: 'probe', method: 'GET', params });
    expect(decodeURIComponent(search)).toBe('?status[]=1&status[]=3&page=2&flag=false');
    expect(serializeParams({ ids: [null, undefined] })).toBe('');
  });

  it('send a FormData body as multipart and a plain object as JSON', async () => {
    const types: (string | null)[] = [];
    server.use(
      http.all('*/api/probe', ({ request }) => {
        types.push(request.headers.get('content-type'));
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append('name', 'Ana');
    await call({ url: 'probe', method: 'POST', body: form });
    await call({ url: 'probe', method: 'POST', body: { name: 'Ana' } });
    expect(types[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(types[1]).toBe('application/json');
  });

  it.each([
    ['application/pdf'],
    ['application/vnd.ms-excel'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('read %s answers as a blob', async (type) => {
    server.use(
      http.all(
        '*/api/probe',
        () => new HttpResponse('%PDF', { headers: { 'Content-Type': type } }),
      ),
    );
    const result = await call({ url: 'probe' });
    expect(result.data).toBeInstanceOf(Blob);
  });

  it('read text answers as text', async () => {
    server.use(http.all('*/api/probe', () => HttpResponse.text('ok')));
    expect((await call({ url: 'probe' })).data).toBe('ok');
  });
});
