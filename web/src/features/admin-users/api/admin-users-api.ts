import type { Role } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  createdAt: string;
  ownerId: string | null;
  /** The account's company: the user's own, or for a sub-user its owner's. */
  companyName: string | null;
  /** The account's subscription as it stands; null for admins. */
  subscriptionStatus: 'trial' | 'active' | 'cancelled' | 'ended' | 'overdue' | 'inactive' | null;
  /** YYYY-MM-DD: cancelled, the service's last day; overdue, the grace period's. */
  subscriptionUntil: string | null;
  /** When the account last paid its subscription. */
  lastPaymentAt: string | null;
  /** The account's customer page in the payment provider's console. */
  billingCustomerUrl: string | null;
};

export type AdminUsersPage = {
  items: AdminUser[];
  total: number;
  lastPage: number;
  /** With none, this server charges nobody: trials run on, no account becomes inactive. */
  billing: 'configured' | 'not-configured';
};

/** Empty filters are left out of the query string by the base query (spec §7). */
export type AdminUsersFilter = { page: number; perPage: number; search: string; role: Role | '' };

const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUsersPage, AdminUsersFilter>({
      query: (params) => ({ url: 'admin/users', params }),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useGetAdminUsersQuery } = adminUsersApi;
