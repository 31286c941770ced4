import { useCallback, useState } from 'react';
import type { PrivacyLink } from './guest-data-requests-api';

/** A request whose code was sent and not yet typed: its id and where the code went (masked). */
export type PendingRequest = { requestId: string; destination: string };

const STORE = 'chegada.dataRequest';

const nameOf = (link: PrivacyLink) =>
  `${STORE}:${link.friendlyCode}/${link.source}/${link.id}/${link.guestKey ?? ''}`;

const read = (name: string): PendingRequest | null => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(name) ?? 'null') as Partial<PendingRequest>;
    return typeof saved?.requestId === 'string' && typeof saved.destination === 'string'
      ? { requestId: saved.requestId, destination: saved.destination }
      : null;
  } catch {
    return null;
  }
};

const write = (name: string, pending: PendingRequest | null) => {
  try {
    if (pending) sessionStorage.setItem(name, JSON.stringify(pending));
    else sessionStorage.removeItem(name);
  } catch {
    // Storage refused (private mode, quota): the code step lasts until the page is left.
  }
};

/**
 * The request waiting for its code on this link, kept for the tab (walk of issue 32): a reload
 * after "send a code" shows the code field again instead of asking for a second code. Only the
 * request's id and the masked address are kept, never the code; the id alone confirms nothing.
 */
export const usePendingRequest = (link: PrivacyLink) => {
  const name = nameOf(link);
  const [pending, setPending] = useState(() => read(name));
  const remember = useCallback(
    (next: PendingRequest | null) => {
      write(name, next);
      setPending(next);
    },
    [name],
  );
  return [pending, remember] as const;
};
