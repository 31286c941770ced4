import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { AdminUsersController } from './admin-users.controller';

/** The admin's user list (/admin/users). A read with no rule to apply: no service between. */
@Module({
  controllers: [AdminUsersController],
  imports: [AccountsModule],
})
export class AdminUsersModule {}
