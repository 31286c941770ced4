import { z } from 'zod';
import { credential, providerApi } from './variable-types';

/**
 * Government checks (issue 32): the CPF against the Receita Federal's register through
 * Serpro's Consulta CPF. Off without a consumer key and secret; the review says so.
 */
export const governmentVariables = {
  SERPRO_API_URL: providerApi(
    "Serpro's Consulta CPF API (GET …/cpf/{ni}); the OAuth2 token is asked at the gateway's " +
      '/token. Production by default; a trial contract or a test peer otherwise.',
    'https://gateway.apiserpro.serpro.gov.br/consulta-cpf-df/v1',
  ),
  SERPRO_CONSUMER_KEY: credential(
    'The consumer key of the Serpro contract (client credentials); with the secret.',
  ),
  SERPRO_CONSUMER_SECRET: credential('The consumer secret of that contract; set both or neither.'),
  FNRH_API_URL: providerApi(
    "FNRH Digital's API (Portaria MTur 41/2025, run by Serpro): HTTP Basic with each host's " +
      "user and API key, the operator's CPF in the cpf_solicitante header. Production by " +
      "default; Serpro's homologation (https://hom-lowcode.serpro.gov.br/FNRH_API/rest/v2) or " +
      'a test peer otherwise.',
    'https://fnrh.turismo.serpro.gov.br/FNRH_API/rest/v2',
  ),
} satisfies Record<string, { description: string; schema: z.ZodType }>;
