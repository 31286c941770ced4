import { isoBirthDate, situationOf, type CpfRecord } from './cpf-verdict';

const TIMEOUT_MS = 15_000;
// A token is renewed this long before Serpro says it ends.
const EARLY_MS = 60_000;

/** Serpro refused or did not answer: the check is recorded as failed and tried again later. */
export class SerproFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * Serpro's Consulta CPF: an OAuth2 client-credentials token from the gateway's /token (Basic
 * consumer key:secret, valid about an hour, kept until shortly before it ends), then
 * GET …/cpf/{ni} with it. A 401 renews the token once; 404 is "no such CPF".
 */
export class SerproClient {
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly settings: { apiUrl: string; consumerKey: string; consumerSecret: string },
  ) {}

  /** The register's record of `cpf` (11 digits), or null when it has none. */
  async lookUp(cpf: string): Promise<CpfRecord | null> {
    let response = await this.ask(cpf, await this.bearer());
    if (response.status === 401) {
      this.token = null;
      response = await this.ask(cpf, await this.bearer());
    }
    if (response.status === 404) return null;
    if (!response.ok)
      throw new SerproFailed(`Consulta CPF answered ${response.status}`, response.status);
    const body = (await response.json()) as {
      nome?: string;
      nascimento?: string;
      situacao?: { codigo?: string };
    };
    return {
      name: body.nome ?? '',
      birthDate: isoBirthDate(body.nascimento),
      situation: situationOf(body.situacao?.codigo ?? ''),
    };
  }

  private async ask(cpf: string, token: string): Promise<Response> {
    try {
      return await fetch(`${this.settings.apiUrl.replace(/\/+$/, '')}/cpf/${cpf}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SerproFailed(`Consulta CPF unreachable: ${(error as Error).message}`, null);
    }
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(
      `${this.settings.consumerKey}:${this.settings.consumerSecret}`,
    ).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL('/token', this.settings.apiUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SerproFailed(`Serpro token unreachable: ${(error as Error).message}`, null);
    }
    if (!response.ok)
      throw new SerproFailed(`Serpro token answered ${response.status}`, response.status);
    const { access_token: value, expires_in: seconds } = (await response.json()) as {
      access_token: string;
      expires_in?: number;
    };
    this.token = { value, until: Date.now() + (seconds ?? 3600) * 1000 - EARLY_MS };
    return value;
  }
}
