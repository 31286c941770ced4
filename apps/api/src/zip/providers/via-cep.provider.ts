import { jsonZipProvider, providerUrl } from '../zip-address';

/**
 * ViaCEP `GET {base}/ws/{cep}/json/` → {cep, logradouro, complemento, bairro, localidade, uf, …};
 * an unknown CEP answers 200 with {"erro": true} (or "true", in some of its versions).
 */
export const viaCepProvider = (baseUrl: string) =>
  jsonZipProvider({
    name: 'ViaCEP',
    url: (cep) => providerUrl(baseUrl, `ws/${cep}/json/`),
    absent: (body) => {
      const erro = (body as { erro?: unknown } | null)?.erro;
      return erro === true || erro === 'true';
    },
    fields: ['logradouro', 'bairro', 'localidade', 'uf'],
    address: (fields) => ({
      street: fields.logradouro,
      neighborhood: fields.bairro,
      city: fields.localidade,
      state: fields.uf,
    }),
  });
