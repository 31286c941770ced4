import { Module } from '@nestjs/common';
import { AccountErasure } from './account-erasure.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { EnsureAdmin } from './ensure-admin';
import { SessionRevocations } from './session-revocations';
import { SubUsersRepository } from './sub-users.repository';
import { UsersRepository } from './users.repository';

/** Owns the users table: the other modules read and write users through these repositories. */
@Module({
  providers: [
    AccountErasure,
    UsersRepository,
    SubUsersRepository,
    AdminUsersRepository,
    EnsureAdmin,
    SessionRevocations,
  ],
  exports: [
    AccountErasure,
    UsersRepository,
    SubUsersRepository,
    AdminUsersRepository,
    SessionRevocations,
  ],
})
export class AccountsModule {}
