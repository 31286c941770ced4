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
