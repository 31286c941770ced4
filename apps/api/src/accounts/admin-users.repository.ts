import { Injectable } from '@nestjs/common';
import { sql, type Expression } from 'kysely';
import type { AdminUsersQuery } from '@chegada/contracts';
import type { UsersTable } from './users.table';
import { TablesRepository } from '../infrastructure';

/** The columns of the registration's companies table this list reads. */
type CompaniesTable = { companies: { owner_id: string; name: string } };

export type AdminUserItem = {
  id: string;
  name: string;
  email: string;
  role: number;
  active: boolean;
  createdAt: Date;
  ownerId: string | null;
  /** The account's company: the user's own, or for a sub-user its owner's. */
  companyName: string | null;
};

export type AdminUsersPage = { items: AdminUserItem[]; total: number; lastPage: number };

// Accent folding without the unaccent extension, which managed databases may not offer.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';

const folded = (column: Expression<string | null>) =>
  sql<string>`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The LIKE pattern matching texts that contain the term, accents and case aside. */
const containing = (term: string): string =>
  `%${term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

@Injectable()
export class AdminUsersRepository extends TablesRepository<UsersTable & CompaniesTable> {
  /** Newest users first. */
  async list(query: AdminUsersQuery): Promise<AdminUsersPage> {
    const filtered = this.filtered(query);
    const [items, counted] = await Promise.all([
      filtered
        .select([
          'u.id',
          'u.name',
          'u.email',
          'u.role',
          'u.active',
          'u.created_at as createdAt',
          'u.owner_id as ownerId',
          'c.name as companyName',
        ])
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(counted.total);
    return { items, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) };
  }

  private filtered({ search, role }: AdminUsersQuery) {
    let query = this.db
      .selectFrom('users as u')
      .leftJoin('companies as c', (join) =>
        join.on((eb) => eb('c.owner_id', '=', eb.fn.coalesce('u.owner_id', 'u.id'))),
      );
    if (role !== undefined) query = query.where('u.role', '=', role);
    if (search) {
      const pattern = containing(search);
      query = query.where((eb) =>
        eb.or(
          [eb.ref('u.name'), eb.ref('u.email'), eb.ref('c.name')].map((column) =>
            eb(folded(column), 'like', pattern),
          ),
        ),
      );
    }
    return query;
  }
}
