import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { PerformanceController } from './performance/performance.controller';
import { PerformanceRepository } from './performance/performance.repository';
import { SubUsersController } from './sub-users/sub-users.controller';
import { SubUsersService } from './sub-users/sub-users.service';

/** The users of a store owner's account: its sub-users and how each handles reservations. */
@Module({
  // Performance first: its static path must not be taken for a sub-user's `:id`.
  controllers: [PerformanceController, SubUsersController],
  imports: [AccountsModule],
  providers: [SubUsersService, PerformanceRepository],
})
export class UsersModule {}
