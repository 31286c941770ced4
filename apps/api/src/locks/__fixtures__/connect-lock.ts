import type { apiAs } from '@chegada/testing';

/**
 * The owner (calling through `api`) connects their TTLock app account on the peer and picks
 * `lockId` as the property's lock, as /u/keys/config does.
 */
export const connectAndPickLock = async (
  api: ReturnType<typeof apiAs>,
  account: { username: string; password: string },
  residenceId: string,
  lockId: number,
): Promise<void> => {
  await api('/locks/ttlock', { method: 'PUT', body: account });
  await api(`/locks/residences/${residenceId}`, {
    method: 'PUT',
    body: { lockId: String(lockId) },
  });
};
