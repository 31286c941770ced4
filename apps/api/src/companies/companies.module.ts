import { Module } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository';

/** Owns the companies and subscriptions tables (registration creates them through it). */
@Module({
  providers: [CompaniesRepository],
  exports: [CompaniesRepository],
})
export class CompaniesModule {}
