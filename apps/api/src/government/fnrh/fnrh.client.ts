import type { FnrhFailure } from '@chegada/contracts';

const TIMEOUT_MS = 15_000;

export type FnrhCredentials = {
  apiUrl: string;
  user: string;
  apiKey: string;
  /** The operator's CPF, sent as cpf_solicitante: FNRH audits each call by it. */
  operatorCpf: string;
};

/** FNRH did not take a call: what the host is shown, and whether waiting may fix it. */
export class FnrhFailed extends Error {
  constructor(readonly failure: Omit<FnrhFailure, 'at'>) {
    super(`FNRH ${failure.code} (${failure.status ?? 'no answer'})`);
  }

  /** No answer or a server error: tried again with backoff; a refusal waits for the host. */
  get retryable(): boolean {
    return this.failure.code === 'unreachable';
  }
}

type Detail = { campo?: unknown; mensagem?: unknown };
type ErrorBody = { erro?: unknown; mensagem?: unknown; detalhes?: unknown };

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** FNRH's 400 names each field (`detalhes: [{ campo, mensagem }]`); a minor's link has its own code. */
export const failureOf = (status: number, body: ErrorBody | null): Omit<FnrhFailure, 'at'> => {
  if (status === 401 || status === 403) return { code: 'unauthorized', status, fields: [] };
  if (status >= 500) return { code: 'unreachable', status, fields: [] };
  const details = Array.isArray(body?.detalhes) ? (body.detalhes as Detail[]) : [];
  const fields = details.map((detail) => ({
    field: asText(detail.campo) ?? '',
    message: asText(detail.mensagem),
  }));
  if (status !== 400) return { code: 'refused', status, fields };
  const minor = fields.some((field) => /responsavel/i.test(field.field));
  return { code: minor ? 'minor-without-responsible' : 'validation', status, fields };
};

/**
 * FNRH Digital's API v2 (Portaria MTur 41/2025, run by Serpro): HTTP Basic with the user and
 * the API key the host generated in FNRH, the operator's CPF in the `cpf_solicitante` header
 * of every call, JSON both ways. One client per host's credentials.
 */
export class FnrhClient {
  constructor(private readonly credentials: FnrhCredentials) {}

  /** A domain list's ids (`/dominios/…`): the codes FNRH accepts for a field. */
  async domain(list: string): Promise<string[]> {
    const body = await this.call<{ dados?: { id?: unknown }[] }>('GET', `/dominios/${list}`);
    return (body.dados ?? []).flatMap((item) => (typeof item.id === 'string' ? [item.id] : []));
  }

  async createReservation(
    reservation: Record<string, unknown>,
  ): Promise<{ reservaId: string; precheckinLink: string | null }> {
    const body = await this.call<{ reserva?: { reserva_id?: string; link_precheckin?: string } }>(
      'POST',
      '/reservas',
      reservation,
    );
    if (!body.reserva?.reserva_id) throw this.unexpected('reserva_id');
    return {
      reservaId: body.reserva.reserva_id,
      precheckinLink: body.reserva.link_precheckin ?? null,
    };
  }

  async updateReservation(reservaId: string, reservation: Record<string, unknown>): Promise<void> {
    await this.call('PUT', `/reservas/${encodeURIComponent(reservaId)}`, reservation);
  }

  async createPerson(person: Record<string, unknown>): Promise<string> {
    const body = await this.call<{ pessoa_id?: string }>('POST', '/pessoas', person);
    if (!body.pessoa_id) throw this.unexpected('pessoa_id');
    return body.pessoa_id;
  }

  async addGuest(reservaId: string, guest: Record<string, unknown>): Promise<string> {
    const body = await this.call<{ hospede_id?: string }>(
      'POST',
      `/reservas/${encodeURIComponent(reservaId)}/hospedes`,
      guest,
    );
    if (!body.hospede_id) throw this.unexpected('hospede_id');
    return body.hospede_id;
  }

  /**
   * The whole reservation's check-in or checkout at `at`, or its cancellation
   * (`/reservas/{id}/…`): a check-in's and a checkout's moment go as the body, an ISO-8601 UTC
   * date-time in plain text.
   */
  async reservationEvent(reservaId: string, event: 'checkin' | 'checkout', at: Date): Promise<void>;
  async reservationEvent(reservaId: string, event: 'cancelar'): Promise<void>;
  async reservationEvent(reservaId: string, event: string, at?: Date): Promise<void> {
    await this.call(
      'POST',
      `/reservas/${encodeURIComponent(reservaId)}/${event}`,
      at?.toISOString(),
    );
  }

  private unexpected(field: string): FnrhFailed {
    return new FnrhFailed({ code: 'refused', status: 200, fields: [{ field, message: null }] });
  }

  private async call<Body>(method: string, path: string, payload?: unknown): Promise<Body> {
    const { apiUrl, user, apiKey, operatorCpf } = this.credentials;
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${user}:${apiKey}`).toString('base64')}`,
          cpf_solicitante: operatorCpf,
          accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json' }),
        },
        body:
          payload === undefined || typeof payload === 'string' ? payload : JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new FnrhFailed({ code: 'unreachable', status: null, fields: [] });
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = null;
    }
    if (!response.ok) throw new FnrhFailed(failureOf(response.status, body as ErrorBody | null));
    return (body ?? {}) as Body;
  }
}
