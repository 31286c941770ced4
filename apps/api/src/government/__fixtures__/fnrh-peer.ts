import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalPeer } from '@chegada/testing';

export const FNRH_USER = 'pousada-peer';
export const FNRH_KEY = 'peer-api-key';

const BASE = '/FNRH_API/rest/v2';

/**
 * Domain lists as FNRH answers them: `{ dados: [{ id, label }] }`. The ids as several public
 * FNRH v2 clients (written from the API's documentation, v2.1 to v2.4.2) agree on: no "other"
 * trip purpose or means of transport, and a CPF or a passport as the only documents.
 */
const DOMAINS: Record<string, string[]> = {
  'reservas/situacoes': ['CRIADA', 'EM_ANDAMENTO', 'FINALIZADA', 'CANCELADA'],
  'pessoas/generos': ['MULHER', 'HOMEM', 'OUTRO', 'NAOINFORMADO'],
  'pessoas/tipos_documento': ['CPF', 'PASSAPORTE'],
  'fnrh/motivos_viagem': [
    'LAZER_FERIAS',
    'NEGOCIOS',
    'COMPRAS',
    'PARENTES_AMIGOS',
    'CONGRESSO_FEIRA',
    'ESTUDOS_CURSOS',
    'SAUDE',
    'RELIGIAO',
  ],
  'fnrh/meios_transporte': [
    'AUTOMOVEL',
    'ONIBUS',
    'AVIAO',
    'MOTO',
    'NAVIO_BARCO',
    'TREM',
    'BICICLETA',
    'PE',
  ],
};

export type PeerReservation = {
  reserva_id: string;
  numero_reserva: string;
  data_entrada: string;
  data_saida: string;
  situacao: string;
  /** The check-in's and checkout's moments the calls carried (ISO-8601, UTC). */
  checkin_em: string | null;
  checkout_em: string | null;
  hospedes: {
    hospede_id: string;
    pessoa_id: string;
    responsavel_id: string | null;
    /** The guest's trip purpose and means of transport, as sent. */
    fnrh: Body;
  }[];
};
type Body = Record<string, unknown>;
type Answer = [number, unknown];

/** What a host sends on /u/config to opt into FNRH with the peer's user and key. */
export const FNRH_OPT_IN = {
  enabled: true,
  trigger: 'approval',
  user: FNRH_USER,
  apiKey: FNRH_KEY,
  operatorCpf: '529.982.247-25',
};

/** The settings that point the API at a started peer. */
export const fnrhSettings = (peer: { url: string }) => ({ FNRH_API_URL: `${peer.url}${BASE}` });

const invalid = (detalhes: { campo: string; mensagem: string }[]): Answer => [
  400,
  { erro: 'VALIDATION', mensagem: 'Dados inválidos', codigo: 400, detalhes },
];
const required = (body: Body, fields: string[]) =>
  fields
    .filter((field) => body[field] === undefined || body[field] === '' || body[field] === null)
    .map((campo) => ({ campo, mensagem: 'Campo obrigatório' }));

const ageOn = (birth: string, day: string) =>
  Number(day.slice(0, 4)) - Number(birth.slice(0, 4)) - (day.slice(5) < birth.slice(5) ? 1 : 0);

/**
 * A local FNRH Digital API v2: HTTP Basic with the host's user and key, the `cpf_solicitante`
 * header on every call, domain lists, reservations, people, guests on a reservation (a minor
 * refused without a responsible adult already on it), check-in and checkout (their moments in
 * plain text, a check-in never before the stay's first day), cancellation;
 * refusals in FNRH's shape (`{ erro, mensagem, codigo, detalhes: [{ campo, mensagem }] }`).
 * `down` answers 503, as FNRH out of service.
 */
export class FnrhPeer extends LocalPeer {
  readonly reservations = new Map<string, PeerReservation>();
  readonly people = new Map<string, Body>();
  /** Every call as `METHOD path`, and the cpf_solicitante it carried. */
  readonly calls: { call: string; cpf: string | undefined }[] = [];
  down = false;

  /** The reservation FNRH holds under our number (the reservation's id). */
  reservationNumbered(numero: string): PeerReservation | undefined {
    return [...this.reservations.values()].find((stay) => stay.numero_reserva === numero);
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://peer').pathname.slice(BASE.length);
    const cpf = request.headers.cpf_solicitante as string | undefined;
    this.calls.push({ call: `${request.method} ${path}`, cpf });
    // A check-in's or checkout's moment comes as plain text; everything else as JSON.
    const plain = request.headers['content-type']?.startsWith('text/plain');
    const body = plain ? { momento: text } : text ? (JSON.parse(text) as Body) : {};
    const [status, answer] = this.answer(request, path, cpf, body);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  }

  private answer(request: IncomingMessage, path: string, cpf: string | undefined, body: Body) {
    if (this.down) return [503, { erro: 'Service Unavailable', codigo: 503 }] as Answer;
    const basic = `Basic ${Buffer.from(`${FNRH_USER}:${FNRH_KEY}`).toString('base64')}`;
    if (request.headers.authorization !== basic)
      return [
        401,
        { erro: 'Unauthorized', mensagem: 'Credenciais inválidas ou ausentes', codigo: 401 },
      ] as Answer;
    if (!cpf || !/^\d{11}$/.test(cpf))
      return invalid([{ campo: 'cpf_solicitante', mensagem: 'CPF do solicitante inválido' }]);
    const route = `${request.method} ${path.replace(/\/[0-9a-f-]{36}/g, '/{id}')}`;
    const id = /\/reservas\/([0-9a-f-]{36})/.exec(path)?.[1] ?? '';
    if (request.method === 'GET' && path.startsWith('/dominios/')) {
      const ids = DOMAINS[path.slice('/dominios/'.length)];
      return ids
        ? ([200, { dados: ids.map((value) => ({ id: value, label: value })) }] as Answer)
        : ([404, { erro: 'Not Found', codigo: 404 }] as Answer);
    }
    switch (route) {
      case 'POST /reservas':
        return this.createReservation(body);
      case 'PUT /reservas/{id}':
        return this.updateReservation(id, body);
      case 'POST /pessoas':
        return this.createPerson(body);
      case 'POST /reservas/{id}/hospedes':
        return this.addGuest(id, body);
      case 'POST /reservas/{id}/checkin':
      case 'POST /reservas/{id}/checkout':
        return this.stamp(id, path.slice(path.lastIndexOf('/') + 1), body.momento);
      case 'POST /reservas/{id}/cancelar':
        return this.move(id, 'cancelar');
      default:
        return [404, { erro: 'Not Found', codigo: 404 }] as Answer;
    }
  }

  private createReservation(body: Body): Answer {
    const missing = required(body, ['numero_reserva', 'data_entrada', 'data_saida']);
    if (missing.length > 0) return invalid(missing);
    const reserva_id = randomUUID();
    this.reservations.set(reserva_id, {
      reserva_id,
      numero_reserva: String(body.numero_reserva),
      data_entrada: String(body.data_entrada),
      data_saida: String(body.data_saida),
      situacao: 'CRIADA',
      checkin_em: null,
      checkout_em: null,
      hospedes: [],
    });
    return [
      200,
      {
        reserva: {
          reserva_id,
          numero_reserva: body.numero_reserva,
          situacao_reserva_id: 'CRIADA',
          link_precheckin: `https://fnrh.turismo.gov.br/precheckin/${reserva_id}`,
        },
      },
    ];
  }

  private updateReservation(id: string, body: Body): Answer {
    const stay = this.reservations.get(id);
    if (!stay) return [404, { erro: 'Not Found', codigo: 404 }];
    if (typeof body.data_entrada === 'string') stay.data_entrada = body.data_entrada;
    if (typeof body.data_saida === 'string') stay.data_saida = body.data_saida;
    return [200, { reserva: { reserva_id: id } }];
  }

  private createPerson(body: Body): Answer {
    const missing = required(body, [
      'nome',
      'data_nascimento',
      'numero_documento',
      'tipo_documento_id',
      'genero_id',
      'PaisNacionalidade_id',
    ]);
    if (!DOMAINS['pessoas/generos']!.includes(String(body.genero_id)))
      missing.push({ campo: 'genero_id', mensagem: 'Gênero inválido' });
    if (missing.length > 0) return invalid(missing);
    const pessoa_id = randomUUID();
    this.people.set(pessoa_id, body);
    return [200, { pessoa_id }];
  }

  private addGuest(id: string, body: Body): Answer {
    const stay = this.reservations.get(id);
    if (!stay) return [404, { erro: 'Not Found', codigo: 404 }];
    const person = this.people.get(String(body.pessoa_id));
    if (!person) return invalid([{ campo: 'pessoa_id', mensagem: 'Pessoa não encontrada' }]);
    const ficha = (body.fnrh ?? {}) as Body;
    const missing = required(ficha, ['motivo_viagem_id', 'meio_transporte_id']).map((detail) => ({
      ...detail,
      campo: `fnrh.${detail.campo}`,
    }));
    if (missing.length > 0) return invalid(missing);
    const responsible = typeof body.responsavel_id === 'string' ? body.responsavel_id : null;
    const minor = ageOn(String(person.data_nascimento), stay.data_entrada) < 18;
    if (minor && !stay.hospedes.some((guest) => guest.hospede_id === responsible))
      return invalid([
        {
          campo: 'responsavel_id',
          mensagem: 'Menor de idade deve estar vinculado a um responsável',
        },
      ]);
    const hospede_id = randomUUID();
    stay.hospedes.push({
      hospede_id,
      pessoa_id: String(body.pessoa_id),
      responsavel_id: responsible,
      fnrh: ficha,
    });
    return [200, { hospede_id }];
  }

  /** A check-in never before the stay's first day (in Brasília), a checkout never before it. */
  private stamp(id: string, event: string, moment: unknown): Answer {
    const stay = this.reservations.get(id);
    const at = typeof moment === 'string' ? new Date(moment) : null;
    if (!stay) return [404, { erro: 'Not Found', codigo: 404 }];
    const campo = event === 'checkin' ? 'checkin_em' : 'checkout_em';
    const since = event === 'checkin' ? `${stay.data_entrada}T00:00:00-03:00` : stay.checkin_em;
    if (!at || Number.isNaN(at.getTime()) || !since || at < new Date(since))
      return invalid([{ campo, mensagem: 'Data/hora inválida' }]);
    stay[campo] = at.toISOString();
    return this.move(id, event);
  }

  private move(id: string, event: string): Answer {
    const stay = this.reservations.get(id);
    if (!stay) return [404, { erro: 'Not Found', codigo: 404 }];
    stay.situacao = { checkin: 'EM_ANDAMENTO', checkout: 'FINALIZADA' }[event] ?? 'CANCELADA';
    return [200, { reserva: { reserva_id: id, situacao_reserva_id: stay.situacao } }];
  }
}
