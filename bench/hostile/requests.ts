import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';

/** A request an attacker sends: one long array in an otherwise ordinary body. */
export type HostileRequest = {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  as: 'owner' | 'admin';
  body: string;
};

const times = <Item>(count: number, item: Item): Item[] =>
  Array.from({ length: count }, () => item);

type Target = Omit<HostileRequest, 'name' | 'body'> & {
  field: string;
  body: (count: number) => unknown;
};

type Field = 'guestLanguages' | 'supportedLanguages' | 'contacts' | 'nearbyPlaces' | 'tiers';

const targets = (ownerId: string): Record<Field, Target> => {
  const residence = (field: string, item: unknown): Target => ({
    field,
    method: 'POST',
    path: '/api/residences',
    as: 'owner',
    body: (count) => aResidence({ [field]: times(count, item) }),
  });
  return {
    guestLanguages: {
      field: 'guestLanguages',
      method: 'PUT',
      path: `/api/config/${ownerId}`,
      as: 'owner',
      body: (count) => ({ guestLanguages: times(count, 1) }),
    },
    supportedLanguages: residence('supportedLanguages', 'pt-BR'),
    contacts: residence('contacts', {}),
    nearbyPlaces: residence('nearbyPlaces', {}),
    tiers: {
      field: 'tiers',
      method: 'POST',
      path: '/api/admin/price-tables',
      as: 'admin',
      body: (count) => ({ name: 'Hostil', tiers: times(count, {}) }),
    },
  };
};

/**
 * Issue 25's reported bodies (100,000 items each); the longest arrays of cheap items that still
 * fit in the smallest JSON limit (64 KB), so the size limit does not refuse them first; and
 * 1,000 items, the most any array may have before a schema's own bound is checked.
 */
export const hostileRequests = (ownerId: string, items = 100_000): HostileRequest[] => {
  const to = targets(ownerId);
  const cases: [Target, number][] = [
    [to.guestLanguages, items],
    [to.supportedLanguages, items],
    [to.contacts, items],
    [to.nearbyPlaces, items],
    [to.tiers, items],
    [to.guestLanguages, 30_000],
    [to.tiers, 20_000],
    [to.guestLanguages, 1_000],
    [to.nearbyPlaces, 1_000],
    [to.tiers, 1_000],
  ];
  return cases.map(([{ field, body, ...request }, count]) => ({
    ...request,
    name: `${field} ×${count.toLocaleString('en-US')}`,
    body: JSON.stringify(body(count)),
  }));
};

export type Answer = { status: number; ms: number; code?: string; startedAt: number };

/** Sends one request and times it until its whole answer has arrived. */
export const send = async (
  baseUrl: string,
  request: HostileRequest,
  token: string,
): Promise<Answer> => {
  const startedAt = performance.now();
  const failed = (error: unknown): Answer => ({
    status: 0,
    ms: performance.now() - startedAt,
    code:
      error instanceof Error
        ? String((error.cause as { code?: string })?.code ?? error.message)
        : 'failed',
    startedAt,
  });
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': 'en-US',
    },
    body: request.body,
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) return failed(response);
  const text = await response.text();
  const ms = performance.now() - startedAt;
  const code = /"code":"([A-Z_]+)"/.exec(text)?.[1];
  return { status: response.status, ms, code, startedAt };
};

export type HealthSample = { at: number; ms: number };

/**
 * `/api/health` asked again as soon as it answers, until stopped: a request any other user
 * makes, whose latency shows how long the event loop is held.
 */
export const probeHealth = (baseUrl: string) => {
  const samples: HealthSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      // A refused connection counts as the time it took to be refused.
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      samples.push({ at, ms: performance.now() - at });
    }
  })();
  return {
    /** The slowest health answer that overlapped [from, to]. */
    worstBetween: (from: number, to: number): number =>
      samples
        .filter((sample) => sample.at <= to && sample.at + sample.ms >= from)
        .reduce((worst, sample) => Math.max(worst, sample.ms), 0),
    stop: async (): Promise<HealthSample[]> => {
      running = false;
      await loop;
      return samples;
    },
  };
};

/**
 * CPU time of a process's main thread, the one running its event loop, in ms (the first field
 * of /proc/<pid>/schedstat, in ns). Unlike wall time, other work on the machine does not add to
 * it: what a request costs the event loop, on a busy machine too.
 */
export const mainThreadCpuMs = (pid: number): number =>
  Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
