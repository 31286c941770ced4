import type { GuestDocumentKind, Gender, TransportMeans, VisitPurpose } from '@chegada/domain';
import { FnrhFailed, type FnrhClient } from './fnrh.client';

/** The form's values as FNRH's domain lists name them (GET /dominios/…). */
export const FNRH_CODES = {
  gender: {
    list: 'pessoas/generos',
    codes: { woman: 'MULHER', man: 'HOMEM', other: 'OUTRO', notInformed: 'NAOINFORMADO' },
  },
  transport: {
    list: 'fnrh/meios_transporte',
    codes: {
      car: 'AUTOMOVEL',
      bus: 'ONIBUS',
      plane: 'AVIAO',
      motorcycle: 'MOTO',
      ship: 'NAVIO_BARCO',
      train: 'TREM',
      bicycle: 'BICICLETA',
      onFoot: 'PE',
      other: 'OUTRO',
    },
  },
  purpose: {
    list: 'fnrh/motivos_viagem',
    codes: {
      leisure: 'LAZER_FERIAS',
      work: 'NEGOCIOS',
      shopping: 'COMPRAS',
      familyFriends: 'PARENTES_AMIGOS',
      congressFair: 'CONGRESSO_FEIRA',
      course: 'ESTUDOS_CURSOS',
      healthTreatment: 'SAUDE',
      religion: 'RELIGIAO',
      other: 'OUTRO',
      notInformed: 'OUTRO',
    },
  },
  document: {
    list: 'pessoas/tipos_documento',
    codes: { cpf: 'CPF', passport: 'PASSAPORTE', birthCertificate: 'CERTIDAO_NASCIMENTO' },
  },
} as const satisfies Record<string, { list: string; codes: Record<string, string> }>;

type Values = {
  gender: Gender;
  transport: TransportMeans;
  purpose: VisitPurpose;
  document: GuestDocumentKind;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * FNRH's domain lists, kept a day per process: the same for every host, they change with the
 * API's versions, not by the hour. A code a list lacks fails with its field named, before a
 * person is sent with it.
 */
export class FnrhDomainLists {
  private readonly lists = new Map<string, { ids: Set<string>; until: number }>();

  async code<Kind extends keyof Values>(
    client: FnrhClient,
    kind: Kind,
    value: Values[Kind],
    field: string,
  ): Promise<string> {
    const { list, codes } = FNRH_CODES[kind];
    const code = (codes as Record<string, string>)[value] ?? '';
    const ids = await this.ids(client, list);
    if (!ids.has(code))
      throw new FnrhFailed({
        code: 'unknown-code',
        status: null,
        fields: [{ field, message: `${list}: ${code || value}` }],
      });
    return code;
  }

  private async ids(client: FnrhClient, list: string): Promise<Set<string>> {
    const cached = this.lists.get(list);
    if (cached && cached.until > Date.now()) return cached.ids;
    const ids = new Set(await client.domain(list));
    this.lists.set(list, { ids, until: Date.now() + DAY_MS });
    return ids;
  }
}
