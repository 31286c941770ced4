import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';

/** The admin's user list (/admin/users). A read with no rule to apply: no service between. */
@Module({
  controllers: [AdminUsersController],
  providers: [AdminUsersRepository],
})
export class AdminUsersModule {}
