import { Get, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { retentionSettingsSchema, type RetentionSettings } from '@chegada/contracts';
import {
  ApiAnswers,
  CurrentUser,
  FIELD_ERRORS,
  YupBody,
  type AuthenticatedUser,
  AccountOwnerController,
} from '../../common';
import { RetentionSettingsRepository } from './retention-settings.repository';

const SETTINGS = '{ data: { biometricDays, personalDataMonths } }';

/** The store owner's retention periods (issue 32), on /u/config. */
@AccountOwnerController('retention', 'retention/settings')
export class RetentionSettingsHttpController {
  constructor(private readonly settings: RetentionSettingsRepository) {}

  @Get()
  @ApiOperation({
    summary: "How long the account keeps its guests' data after each stay's checkout",
    description:
      'biometricDays (0–90, default 30): liveness frames and face descriptors; ' +
      'personalDataMonths (1–60, default 12): documents and personal data. Counted from the ' +
      "checkout date, whatever the reservation's status.",
  })
  @ApiAnswers({ 200: SETTINGS, 403: 'FORBIDDEN: admins and sub-users' })
  async get(@CurrentUser() caller: AuthenticatedUser): Promise<{ data: RetentionSettings }> {
    return { data: await this.settings.find(caller.accountId) };
  }

  @Put()
  @ApiOperation({ summary: "Changes the account's retention periods" })
  @ApiAnswers({ 200: SETTINGS, 400: FIELD_ERRORS, 403: 'FORBIDDEN: admins and sub-users' })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @YupBody(retentionSettingsSchema) body: RetentionSettings,
  ): Promise<{ data: RetentionSettings }> {
    return { data: await this.settings.save(caller.accountId, body) };
  }
}
