import type {
  ResidenceLockRequest,
  TTLockConnectionView,
  TTLockConnectRequest,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** GET /api/locks/ttlock: whether TTLock is set up on this server and the account connected. */
export type TTLockConnection = TTLockConnectionView;

/** A lock of the account's TTLock (GET /api/locks). */
export type LockItem = {
  lockId: string;
  name: string;
  hasGateway: boolean;
  battery: number | null;
};

/** POST /api/locks/residences/:id/test-code: a 30-minute code on the lock, or TTLock's refusal. */
export type TestCode = {
  lockId: string;
  passcode: string | null;
  startDate: string | null;
  endDate: string | null;
  /** When the worker deletes it from the lock. */
  removeAt: string | null;
  error: { code: number | null; message: string } | null;
};

/** GET /api/locks/residences/:id/test-code: the latest test code's deletion from the lock. */
export type TestCodeRemoval = {
  removeAt: string;
  removedAt: string | null;
  /** The last attempt's failure; `retrying` while the worker still tries. */
  error: { code: number | null; message: string; retrying: boolean } | null;
};

/** /u/keys/config: the owner's TTLock account, its locks and the lock of each property. */
const locksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ttlockConnection: build.query<TTLockConnection, void>({
      query: () => 'locks/ttlock',
      transformResponse: unwrapData<TTLockConnection>,
      providesTags: ['Locks'],
    }),
    connectTTLock: build.mutation<TTLockConnection, TTLockConnectRequest>({
      query: (body) => ({ url: 'locks/ttlock', method: 'PUT', body }),
      transformResponse: unwrapData<TTLockConnection>,
      invalidatesTags: ['Locks'],
    }),
    disconnectTTLock: build.mutation<TTLockConnection, void>({
      query: () => ({ url: 'locks/ttlock', method: 'DELETE' }),
      transformResponse: unwrapData<TTLockConnection>,
      invalidatesTags: ['Locks'],
    }),
    locks: build.query<LockItem[], void>({
      query: () => 'locks',
      transformResponse: (response: { items: LockItem[] }) => response.items,
      providesTags: ['Locks'],
    }),
    setResidenceLock: build.mutation<unknown, { id: string } & ResidenceLockRequest>({
      query: ({ id, lockId }) => ({
        url: `locks/residences/${id}`,
        method: 'PUT',
        body: { lockId },
      }),
      invalidatesTags: ['Residences'],
    }),
    testLockCode: build.mutation<TestCode, string>({
      query: (id) => ({ url: `locks/residences/${id}/test-code`, method: 'POST' }),
      transformResponse: unwrapData<TestCode>,
      invalidatesTags: (_answer, _error, id) => [{ type: 'TestCodes', id }],
    }),
    testCodeRemoval: build.query<TestCodeRemoval | null, string>({
      query: (id) => `locks/residences/${id}/test-code`,
      transformResponse: unwrapData<TestCodeRemoval | null>,
      providesTags: (_answer, _error, id) => [{ type: 'TestCodes', id }],
    }),
  }),
});

export const {
  useTtlockConnectionQuery,
  useConnectTTLockMutation,
  useDisconnectTTLockMutation,
  useLocksQuery,
  useSetResidenceLockMutation,
  useTestLockCodeMutation,
  useTestCodeRemovalQuery,
} = locksApi;
