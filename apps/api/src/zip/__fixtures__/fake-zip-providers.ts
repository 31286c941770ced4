import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An address as the test knows it; each fake words it in its own provider's JSON. */
export type KnownAddress = {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
};

/** How a fake answers every request until told otherwise. */
export type Behaviour =
  'normal' | 'server-error' | 'not-json' | 'hang' | 'reset' | 'erro-as-string';

export type FakeZipProvider = {
  url: string;
  /** The CEPs asked so far, in order. */
  asked: string[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
};

type Dialect = {
  path: RegExp;
  found(cep: string, address: KnownAddress): unknown;
  unknown(response: ServerResponse, behaviour: Behaviour): void;
};

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/** BrasilAPI `GET /api/cep/v2/{cep}`: 404 with its error body for an unknown CEP. */
const brasilApi: Dialect = {
  path: /^\/api\/cep\/v2\/(\d{8})$/,
  found: (cep, address) => ({
    cep,
    ...address,
    service: 'open-cep',
    location: { type: 'Point', coordinates: {} },
  }),
  unknown: (response) =>
    json(response, 404, {
      name: 'CepPromiseError',
      message: 'Todos os serviços de CEP retornaram erro.',
      type: 'service_error',
      errors: [],
    }),
};

/** ViaCEP `GET /ws/{cep}/json/`: 200 with {"erro": true} (or "true") for an unknown CEP. */
const viaCep: Dialect = {
  path: /^\/ws\/(\d{8})\/json\/$/,
  found: (cep, address) => ({
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: address.street,
    complemento: '',
    unidade: '',
    bairro: address.neighborhood,
    localidade: address.city,
    uf: address.state,
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
  }),
  unknown: (response, behaviour) =>
    json(response, 200, { erro: behaviour === 'erro-as-string' ? 'true' : true }),
};

const start = async (
  dialect: Dialect,
  addresses: Record<string, KnownAddress>,
): Promise<FakeZipProvider> => {
  const asked: string[] = [];
  let behaviour: Behaviour = 'normal';
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const cep = dialect.path.exec(request.url ?? '')?.[1];
    if (!cep) return json(response, 400, { message: 'bad path' });
    asked.push(cep);
    switch (behaviour) {
      case 'server-error':
        return json(response, 500, { message: 'Internal Server Error' });
      case 'not-json':
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end('<html><body>Maintenance</body></html>');
      case 'hang':
        return;
      case 'reset':
        return void request.socket.destroy();
      case 'normal':
      case 'erro-as-string': {
        const address = addresses[cep];
        return address
          ? json(response, 200, dialect.found(cep, address))
          : dialect.unknown(response, behaviour);
      }
    }
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** A local HTTP server speaking like BrasilAPI, knowing only `addresses`. */
export const startFakeBrasilApi = (addresses: Record<string, KnownAddress>) =>
  start(brasilApi, addresses);

/** A local HTTP server speaking like ViaCEP, knowing only `addresses`. */
export const startFakeViaCep = (addresses: Record<string, KnownAddress>) =>
  start(viaCep, addresses);

/** An address on 127.0.0.1 where nothing listens: connecting is refused. */
export const aRefusingUrl = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};
