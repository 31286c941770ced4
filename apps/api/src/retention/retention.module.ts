import { Module } from '@nestjs/common';
import { AccessLogModule } from '../access-log';
import { AccountsModule } from '../accounts';
import { GuestDataRemovalModule } from '../guest-form';
import { IdentityModule } from '../identity';
import { ReservationCommandsModule } from '../reservations';
import { RetentionClock } from './retention-clock';
import { RetentionAdminHttpController } from './retention-run/retention-admin.http.controller';
import { RetentionPlanRepository } from './retention-run/retention-plan.repository';
import { RetentionRun } from './retention-run/retention-run';
import { RetentionRunsRepository } from './retention-run/retention-runs.repository';
import { RetentionWorker } from './retention-run/retention.job';
import { RetentionSettingsHttpController } from './retention-settings/retention-settings.http.controller';
import { RetentionSettingsRepository } from './retention-settings/retention-settings.repository';

const RUNS = [RetentionPlanRepository, RetentionRun, RetentionRunsRepository];

/**
 * The host's periods and the clock alone, for what runs outside the retention worker (a guest's
 * deletion completed when the host finishes a checkout).
 */
@Module({
  providers: [RetentionClock, RetentionSettingsRepository],
  exports: [RetentionClock, RetentionSettingsRepository],
})
export class RetentionSettingsModule {}

const imports = [
  RetentionSettingsModule,
  AccessLogModule,
  AccountsModule,
  GuestDataRemovalModule,
  IdentityModule,
  ReservationCommandsModule,
];

/** The API's side (issue 32): the host's retention periods, and the admins' dry run and log. */
@Module({
  imports,
  controllers: [RetentionSettingsHttpController, RetentionAdminHttpController],
  providers: RUNS,
  // The host's periods also say until when a guest's deletion keeps the stay's identity data.
  exports: [RetentionSettingsModule, RetentionRun],
})
export class RetentionModule {}

/** The worker's side: the repeatable retention run. */
@Module({
  imports,
  providers: [...RUNS, RetentionWorker],
  exports: [RetentionSettingsModule, RetentionRun],
})
export class RetentionWorkerModule {}
