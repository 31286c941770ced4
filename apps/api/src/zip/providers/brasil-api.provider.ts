import { jsonZipProvider, providerUrl } from '../zip-address';

/**
 * BrasilAPI `GET {base}/api/cep/v2/{cep}` → {cep, state, city, neighborhood, street, service,
 * location}; an unknown CEP answers 404.
 */
export const brasilApiProvider = (baseUrl: string) =>
  jsonZipProvider({
    name: 'BrasilAPI',
    url: (cep) => providerUrl(baseUrl, `api/cep/v2/${cep}`),
    absentStatus: 404,
    fields: ['street', 'neighborhood', 'city', 'state'],
    address: (fields) => fields,
  });
