export * from './account-erasure.repository';
export * from './accounts.migrations';
export * from './accounts.module';
export * from './admin-users.repository';
export * from './password-hasher';
export * from './session-revocations';
export * from './sub-users.repository';
export * from './users.repository';
export type { UserRow, UsersTable } from './users.table';
