import {
  providerJson,
  providerUrl,
  textFields,
  zipAddress,
  type ZipProvider,
} from '../zip-address';

const NAME = 'ViaCEP';

/**
 * ViaCEP `GET {base}/ws/{cep}/json/` → {cep, logradouro, complemento, bairro, localidade, uf, …};
 * an unknown CEP answers 200 with {"erro": true} (or "true", in some of its versions).
 */
export const viaCepProvider = (baseUrl: string): ZipProvider => ({
  name: NAME,
  async lookUp(cep, signal) {
    const body = await providerJson(NAME, providerUrl(baseUrl, `ws/${cep}/json/`), signal);
    const erro = (body as { erro?: unknown } | null)?.erro;
    if (erro === true || erro === 'true') return null;
    const fields = textFields(NAME, body, ['logradouro', 'bairro', 'localidade', 'uf']);
    return zipAddress(NAME, {
      cep,
      street: fields.logradouro,
      neighborhood: fields.bairro,
      city: fields.localidade,
      state: fields.uf,
    });
  },
});
