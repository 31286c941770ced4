/**
 * The id the server gave the latest answer (its `X-Request-Id`, which its logs carry): what a
 * person quotes to support when a page fails, so the logs around it can be found.
 */
let latest: string | null = null;

export const noteRequestId = (response: Response | undefined): void => {
  const id = response?.headers.get('x-request-id');
  if (id) latest = id;
};

export const latestRequestId = (): string | null => latest;
