import { Module } from '@nestjs/common';
import { CreditsLedgerModule } from '../credits';
import { ReservationStreamModule } from '../reservation-stream';
import { CpfCheckEffect } from './cpf-check/cpf-check.effect';
import { CpfChecks } from './cpf-check/cpf-check.service';
import { CpfChecksRepository } from './cpf-check/cpf-checks.repository';
import { CpfChecksHttpController } from './cpf-check/cpf-checks.http.controller';
import { serproProvider } from './cpf-check/serpro.provider';
import { FnrhAccounts } from './fnrh/fnrh-accounts.service';
import { FnrhClock } from './fnrh/fnrh-clock';
import { FnrhEffect } from './fnrh/fnrh.effect';
import {
  FnrhSettingsHttpController,
  ReservationFnrhHttpController,
} from './fnrh/fnrh.http.controller';
import { FnrhRepository } from './fnrh/fnrh.repository';
import { FnrhStays } from './fnrh/fnrh-stays.service';
import { FnrhRegistration } from './fnrh/fnrh-registration';

const CPF_CHECKS = [serproProvider, CpfChecksRepository, CpfChecks];
const FNRH = [FnrhRepository, FnrhAccounts, FnrhRegistration, FnrhStays, FnrhClock];

/** Worker process: the CPF checks run on a submission; stays go to FNRH. */
@Module({
  imports: [CreditsLedgerModule, ReservationStreamModule],
  providers: [...CPF_CHECKS, CpfCheckEffect, ...FNRH, FnrhEffect],
  exports: [CpfCheckEffect, FnrhEffect],
})
export class GovernmentChecksModule {}

/** API process: the host reads each guest's CPF check and sets up FNRH. */
@Module({
  imports: [CreditsLedgerModule, ReservationStreamModule],
  controllers: [CpfChecksHttpController, FnrhSettingsHttpController, ReservationFnrhHttpController],
  providers: [...CPF_CHECKS, ...FNRH],
})
export class GovernmentChecksHttpModule {}
