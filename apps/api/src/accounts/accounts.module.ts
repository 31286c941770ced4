import { Module } from '@nestjs/common';
import { EnsureAdmin } from './ensure-admin';
import { UsersRepository } from './users.repository';

@Module({
  providers: [UsersRepository, EnsureAdmin],
  exports: [UsersRepository],
})
export class AccountsModule {}
