import { Get, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { RetentionDryRun, RetentionRunReport } from '@chegada/contracts';
import { ApiAnswers, BearerController, Roles } from '../../common';
import { RetentionRun } from './retention-run';
import { RetentionRunsRepository } from './retention-runs.repository';

const ITEMS =
  'items: [{ rule: biometric | personal-data | cancelled-account, accountId, reservationId, ' +
  'since, stay: { residenceName, checkIn, checkOut, guestName (null once removed) } | null }]';
const COUNTS = 'counts: { biometric, personalData, cancelledAccounts, accessLogs, keptRecords }';

/** Admins: what the retention job would remove now, and what its runs removed. */
@BearerController('retention', 'admin/retention')
@Roles('ADMIN')
export class RetentionAdminHttpController {
  constructor(
    private readonly retention: RetentionRun,
    private readonly runs: RetentionRunsRepository,
  ) {}

  @Post('dry-run')
  @ApiOperation({
    summary: 'Lists what a retention run would remove now, changing nothing but the run log',
  })
  @ApiAnswers({
    201: `{ data: { id, dryRun: true, startedAt, finishedAt, ${COUNTS}, ${ITEMS} } }`,
    403: 'FORBIDDEN: not an admin',
  })
  async dryRun(): Promise<{ data: RetentionDryRun }> {
    return { data: await this.retention.dryRun() };
  }

  @Post('run')
  @ApiOperation({
    summary: 'Removes now what the retention rules find due (what the daily job does), logged',
  })
  @ApiAnswers({
    201: `{ data: { id, dryRun: false, startedAt, finishedAt, ${COUNTS}, ${ITEMS} (what it erased, named as before) } }`,
    403: 'FORBIDDEN: not an admin',
  })
  async run(): Promise<{ data: RetentionDryRun }> {
    return { data: await this.retention.runListed() };
  }

  @Get('runs')
  @ApiOperation({ summary: 'The latest 50 retention runs, real or dry, newest first' })
  @ApiAnswers({
    200: `{ data: [{ id, dryRun, startedAt, finishedAt, ${COUNTS} }] }`,
    403: 'FORBIDDEN: not an admin',
  })
  async latest(): Promise<{ data: RetentionRunReport[] }> {
    return { data: await this.runs.latest(50) };
  }
}
