import type { GenericGuestLinkRequest } from '@chegada/contracts';
import type { GenericLinkTarget } from './guest-form-types';

const STORE = 'chegada.genericStart';

// Only tells whether the guest changed anything: the answers stay out of the storage.
const fingerprintOf = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(16);
};

const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/**
 * The Idempotency-Key of a guest's start on the property's unique link, kept for the tab: the
 * same answers again (a double tap, a retry after a lost answer, a reload) send the same key
 * and get the same reservation back; changed answers get a new key.
 */
export const genericStartKey = (
  target: GenericLinkTarget,
  request: GenericGuestLinkRequest,
): string => {
  const name = `${STORE}:${target.friendlyCode}/${target.residenceId}/${target.source}`;
  const values = fingerprintOf(JSON.stringify(request));
  try {
    const saved = JSON.parse(sessionStorage.getItem(name) ?? 'null') as {
      key?: unknown;
      values?: unknown;
    } | null;
    if (saved?.values === values && typeof saved.key === 'string') return saved.key;
    const key = newKey();
    sessionStorage.setItem(name, JSON.stringify({ key, values }));
    return key;
  } catch {
    // Storage refused (private mode, quota): this request still carries a key of its own.
    return newKey();
  }
};
