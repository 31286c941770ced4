import { Module } from '@nestjs/common';
import { AccessLogModule } from '../access-log';
import { AccountsModule } from '../accounts';
import { AuthModule } from '../auth';
import { CompaniesModule } from '../companies';
import { MeModule } from '../me';
import { RegistrationController } from './registration.controller';
import { RegistrationRepository } from './registration.repository';
import { RegistrationService } from './registration.service';

/** POST /api/register: a store owner, its company and its free trial. */
@Module({
  imports: [AccessLogModule, AccountsModule, AuthModule, CompaniesModule, MeModule],
  controllers: [RegistrationController],
  providers: [RegistrationRepository, RegistrationService],
})
export class RegistrationModule {}
