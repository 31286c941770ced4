import {
  providerUrl,
  textFields,
  ZipProviderError,
  type ZipAddress,
  type ZipProvider,
} from '../zip-address';

const NAME = 'ViaCEP';

/**
 * ViaCEP `GET {base}/ws/{cep}/json/` → {cep, logradouro, complemento, bairro, localidade, uf, …};
 * an unknown CEP answers 200 with {"erro": true} (or "true", in some of its versions).
 */
export const viaCepProvider = (baseUrl: string): ZipProvider => ({
  name: NAME,
  async lookUp(cep: string, signal: AbortSignal): Promise<ZipAddress | null> {
    const response = await fetch(providerUrl(baseUrl, `ws/${cep}/json/`), {
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new ZipProviderError(NAME, `HTTP ${response.status}`);
    const body: unknown = await response.json();
    const erro = (body as { erro?: unknown } | null)?.erro;
    if (erro === true || erro === 'true') return null;
    const fields = textFields(NAME, body, ['logradouro', 'bairro', 'localidade', 'uf']);
    if (!fields.localidade || !fields.uf) throw new ZipProviderError(NAME, 'no city or state');
    return {
      cep,
      street: fields.logradouro,
      neighborhood: fields.bairro,
      city: fields.localidade,
      state: fields.uf,
    };
  },
});
