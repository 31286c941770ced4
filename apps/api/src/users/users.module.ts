import { Module } from '@nestjs/common';
import { PerformanceController } from './performance/performance.controller';
import { PerformanceRepository } from './performance/performance.repository';
import { SubUsersController } from './sub-users/sub-users.controller';
import { SubUsersRepository } from './sub-users/sub-users.repository';
import { SubUsersService } from './sub-users/sub-users.service';

/** The users of a store owner's account: its sub-users and how each handles reservations. */
@Module({
  // Performance first: its static path must not be taken for a sub-user's `:id`.
  controllers: [PerformanceController, SubUsersController],
  providers: [SubUsersRepository, SubUsersService, PerformanceRepository],
})
export class UsersModule {}
