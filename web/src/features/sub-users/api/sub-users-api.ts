import type { CreateSubUserRequest, UpdateSubUserRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** A sub-user as GET /api/users lists it. */
export type SubUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  createdAt: string;
};

type Data<T> = { data: T };

/** The owner's sub-users (spec §2, /u/users): list, add, change, activate, delete. */
const subUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subUsers: build.query<SubUser[], void>({
      query: () => 'users',
      transformResponse: (response: Data<SubUser[]>) => response.data,
      providesTags: ['SubUsers'],
    }),
    createSubUser: build.mutation<SubUser, CreateSubUserRequest>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      transformResponse: (response: Data<SubUser>) => response.data,
      invalidatesTags: ['SubUsers'],
    }),
    updateSubUser: build.mutation<SubUser, { id: string; changes: UpdateSubUserRequest }>({
      query: ({ id, changes }) => ({ url: `users/${id}`, method: 'PUT', body: changes }),
      transformResponse: (response: Data<SubUser>) => response.data,
      invalidatesTags: ['SubUsers'],
    }),
    deleteSubUser: build.mutation<null, string>({
      query: (id) => ({ url: `users/${id}`, method: 'DELETE' }),
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
