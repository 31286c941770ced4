import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { billingProviderProvider } from '../../billing';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersList } from './admin-users-list';

/** The admin's user list (/admin/users), with each account's billing at the provider. */
@Module({
  controllers: [AdminUsersController],
  imports: [AccountsModule],
  providers: [billingProviderProvider, AdminUsersList],
})
export class AdminUsersModule {}
