import {
  providerUrl,
  textFields,
  ZipProviderError,
  type ZipAddress,
  type ZipProvider,
} from '../zip-address';

const NAME = 'BrasilAPI';

/**
 * BrasilAPI `GET {base}/api/cep/v2/{cep}` → {cep, state, city, neighborhood, street, service,
 * location}; an unknown CEP answers 404.
 */
export const brasilApiProvider = (baseUrl: string): ZipProvider => ({
  name: NAME,
  async lookUp(cep: string, signal: AbortSignal): Promise<ZipAddress | null> {
    const response = await fetch(providerUrl(baseUrl, `api/cep/v2/${cep}`), {
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new ZipProviderError(NAME, `HTTP ${response.status}`);
    const body = await response.json();
    const fields = textFields(NAME, body, ['street', 'neighborhood', 'city', 'state']);
    if (!fields.city || !fields.state) throw new ZipProviderError(NAME, 'no city or state');
    return { cep, ...fields };
  },
});
