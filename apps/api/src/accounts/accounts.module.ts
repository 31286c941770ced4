import { Module } from '@nestjs/common';
import { AdminUsersRepository } from './admin-users.repository';
import { EnsureAdmin } from './ensure-admin';
import { SessionRevocations } from './session-revocations';
import { SubUsersRepository } from './sub-users.repository';
import { UsersRepository } from './users.repository';

/** Owns the users table: the other modules read and write users through these repositories. */
@Module({
  providers: [
    UsersRepository,
    SubUsersRepository,
    AdminUsersRepository,
    EnsureAdmin,
    SessionRevocations,
  ],
  exports: [UsersRepository, SubUsersRepository, AdminUsersRepository, SessionRevocations],
})
export class AccountsModule {}
