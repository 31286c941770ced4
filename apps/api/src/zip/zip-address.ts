import type { ZipAddress } from '@chegada/contracts';

export type { ZipAddress };

/**
 * One address service. `lookUp` answers the address, or null when the service says the CEP
 * does not exist; it throws when the service fails, times out or answers something unreadable.
 */
export type ZipProvider = {
  name: string;
  lookUp(cep: string, signal: AbortSignal): Promise<ZipAddress | null>;
};

export class ZipProviderError extends Error {
  constructor(provider: string, problem: string) {
    super(`${provider}: ${problem}`);
    this.name = 'ZipProviderError';
  }
}

/** The fields a provider's JSON must hold as text; anything else reads as a failure. */
export const textFields = <K extends string>(
  provider: string,
  body: unknown,
  names: readonly K[],
): Record<K, string> => {
  if (typeof body !== 'object' || body === null) {
    throw new ZipProviderError(provider, 'answer is not a JSON object');
  }
  const record = body as Record<string, unknown>;
  const entries = names.map((name) => {
    const value = record[name] ?? '';
    if (typeof value !== 'string') throw new ZipProviderError(provider, `${name} is not text`);
    return [name, value.trim()] as const;
  });
  return Object.fromEntries(entries) as Record<K, string>;
};

/** A provider's path under its configured base URL, which may carry a path of its own. */
export const providerUrl = (baseUrl: string, path: string): URL =>
  new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

/**
 * A provider that answers JSON: `url` is where it keeps a CEP, `absentStatus` the HTTP status by
 * which it says a CEP does not exist (or `absent` reads that from its answer), `fields` what the
 * answer must hold as text and `address` how they make an address. Any other failed status, or an
 * address without a city or a state, is a ZipProviderError.
 */
export const jsonZipProvider = <K extends string>(provider: {
  name: string;
  url: (cep: string) => URL;
  absentStatus?: number;
  absent?: (body: unknown) => boolean;
  fields: readonly K[];
  address: (fields: Record<K, string>) => Omit<ZipAddress, 'cep'>;
}): ZipProvider => ({
  name: provider.name,
  async lookUp(cep, signal) {
    const { name } = provider;
    const response = await fetch(provider.url(cep), {
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status === provider.absentStatus) return null;
    if (!response.ok) throw new ZipProviderError(name, `HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (provider.absent?.(body)) return null;
    const address = provider.address(textFields(name, body, provider.fields));
    if (!address.city || !address.state) throw new ZipProviderError(name, 'no city or state');
    return { cep, ...address };
  },
});
