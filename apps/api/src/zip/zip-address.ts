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
 * GETs a provider's JSON answer. `absentWhen` is the status by which the provider says the CEP
 * does not exist (undefined is then answered); any other failed status is a ZipProviderError.
 */
export const providerJson = async (
  provider: string,
  url: URL,
  signal: AbortSignal,
  absentWhen?: number,
): Promise<unknown> => {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (response.status === absentWhen) return undefined;
  if (!response.ok) throw new ZipProviderError(provider, `HTTP ${response.status}`);
  return response.json();
};

/** The address a provider found; one without a city or a state is a failure, not an answer. */
export const zipAddress = (provider: string, address: ZipAddress): ZipAddress => {
  if (!address.city || !address.state) throw new ZipProviderError(provider, 'no city or state');
  return address;
};
