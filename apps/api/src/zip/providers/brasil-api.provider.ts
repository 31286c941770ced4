import {
  providerJson,
  providerUrl,
  textFields,
  zipAddress,
  type ZipProvider,
} from '../zip-address';

const NAME = 'BrasilAPI';

/**
 * BrasilAPI `GET {base}/api/cep/v2/{cep}` → {cep, state, city, neighborhood, street, service,
 * location}; an unknown CEP answers 404.
 */
export const brasilApiProvider = (baseUrl: string): ZipProvider => ({
  name: NAME,
  async lookUp(cep, signal) {
    const body = await providerJson(NAME, providerUrl(baseUrl, `api/cep/v2/${cep}`), signal, 404);
    if (body === undefined) return null;
    const fields = textFields(NAME, body, ['street', 'neighborhood', 'city', 'state']);
    return zipAddress(NAME, { cep, ...fields });
  },
});
