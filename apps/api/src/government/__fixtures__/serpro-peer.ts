import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalPeer } from '@chegada/testing';

export const SERPRO_KEY = 'peer-consumer-key';
export const SERPRO_SECRET = 'peer-consumer-secret';

/** A person in the peer's register: the answer's fields as Serpro writes them. */
export type RegisterEntry = { nome: string; nascimento: string; codigo: string; descricao: string };

/** The settings that point the API at a started peer. */
export const serproSettings = (peer: { url: string }) => ({
  SERPRO_API_URL: `${peer.url}/consulta-cpf-df/v1`,
  SERPRO_CONSUMER_KEY: SERPRO_KEY,
  SERPRO_CONSUMER_SECRET: SERPRO_SECRET,
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A local Serpro gateway: POST /token (Basic consumer key:secret, client_credentials) and
 * GET /consulta-cpf-df/v1/cpf/{ni} with the bearer it gave; a register tests fill; 404 for a
 * CPF it lacks; tests can expire tokens (401), refuse our credentials (401 on /token) or
 * throttle (429).
 */
export class SerproPeer extends LocalPeer {
  readonly register = new Map<string, RegisterEntry>();
  readonly lookups: string[] = [];
  tokensIssued = 0;
  throttled = false;
  refusesCredentials = false;
  private readonly tokens = new Set<string>();

  expireTokens(): void {
    this.tokens.clear();
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://peer').pathname;
    if (request.method === 'POST' && path === '/token') {
      const expected = `Basic ${Buffer.from(`${SERPRO_KEY}:${SERPRO_SECRET}`).toString('base64')}`;
      const body = Buffer.concat(chunks).toString('utf8');
      if (
        this.refusesCredentials ||
        request.headers.authorization !== expected ||
        body !== 'grant_type=client_credentials'
      )
        return json(response, 401, { error: 'invalid_client' });
      const token = randomUUID();
      this.tokens.add(token);
      this.tokensIssued += 1;
      return json(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'am_application_scope default',
      });
    }
    const match = /^\/consulta-cpf-df\/v1\/cpf\/(\d{11})$/.exec(path);
    if (request.method !== 'GET' || !match) return json(response, 404, { message: 'Not found' });
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(token))
      return json(response, 401, { fault: { message: 'Invalid Credentials' } });
    if (this.throttled) return json(response, 429, { fault: { message: 'Message throttled out' } });
    const ni = match[1]!;
    this.lookups.push(ni);
    const entry = this.register.get(ni);
    if (!entry)
      return json(response, 404, {
        mensagem: 'CPF não encontrado na base de dados da Receita Federal',
      });
    return json(response, 200, {
      ni,
      nome: entry.nome,
      situacao: { codigo: entry.codigo, descricao: entry.descricao },
      nascimento: entry.nascimento,
    });
  }
}
