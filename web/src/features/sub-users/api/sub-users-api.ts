import type { CreateSubUserRequest, UpdateSubUserRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataQuery, dataWrite, deleteById, postTo, putChanges } from '../../../lib/api/endpoints';

/** A sub-user as GET /api/users lists it. */
export type SubUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  createdAt: string;
};

/** The owner's sub-users (spec §2, /u/users): list, add, change, activate, delete. */
const subUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subUsers: build.query<SubUser[], void>(dataQuery<SubUser[]>('users', 'SubUsers')),
    createSubUser: build.mutation<SubUser, CreateSubUserRequest>(
      dataWrite<SubUser, unknown>(postTo('users'), ['SubUsers']),
    ),
    updateSubUser: build.mutation<SubUser, { id: string; changes: UpdateSubUserRequest }>(
      dataWrite<SubUser, { id: string; changes: unknown }>(putChanges('users'), ['SubUsers']),
    ),
    deleteSubUser: build.mutation<null, string>({
      query: deleteById('users'),
      invalidatesTags: ['SubUsers'],
    }),
  }),
});

export const {
  useSubUsersQuery,
  useCreateSubUserMutation,
  useUpdateSubUserMutation,
  useDeleteSubUserMutation,
} = subUsersApi;
