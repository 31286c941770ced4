import { number, object, string, type InferType } from 'yup';
import { Role } from '../roles';
import { integer } from './scalar-fields';

/** GET /api/admin/users query: pages of users, searched by name, e-mail or company name. */
export const adminUsersQuerySchema = object({
  page: integer().min(1, 'adminUsers.pageMin').default(1),
  perPage: integer()
    .min(1, 'adminUsers.perPageRange')
    .max(100, 'adminUsers.perPageRange')
    .default(20),
  search: string().trim().max(200, 'validation.maxLength').optional(),
  role: number()
    .typeError('adminUsers.roleInvalid')
    .oneOf(Object.values(Role), 'adminUsers.roleInvalid')
    .optional(),
  lang: string().optional(),
}).noUnknown('validation.unknownField');

export type AdminUsersQuery = InferType<typeof adminUsersQuerySchema>;
