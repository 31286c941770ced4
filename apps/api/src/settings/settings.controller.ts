import { Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { accountSettingsUpdateSchema, type AccountSettingsUpdate } from '@chegada/contracts';
import type { AuthenticatedUser } from '../common';
import {
  YupBody,
  ApiAnswers,
  CurrentUser,
  IdParamPipe,
  FIELD_ERRORS,
  AccountOwnerController,
} from '../common';
import { SettingsService, type SettingsView } from './settings.service';

const SETTINGS =
  '{ data: { id, defaultLanguage, guestLanguages, emailGuestLinkOnCreation, ' +
  'whatsappGuestLinkOnCreation, whatsappGuestOnApproval, whatsappGuestOnRefusal, ' +
  'whatsappHostOnSubmission, emailGuestOnApproval, emailGuestOnRefusal, emailHostOnSubmission, ' +
  'hostContactPhone, hostContactEmail, requireSelfie, showDepositStep, ' +
  'accessReleaseHoursBeforeCheckIn, doormanListEmail } }';

/** Store owners only: the spec (§4) does not load settings for sub-users. */
@AccountOwnerController('settings', 'config')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: "The account's settings, with defaults for what was never saved" })
  @ApiAnswers({ 200: SETTINGS, 403: 'FORBIDDEN: admins and sub-users' })
  async get(@CurrentUser() caller: AuthenticatedUser): Promise<{ data: SettingsView }> {
    return { data: await this.settings.get(caller) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Changes the fields sent; null clears a contact; the result must be valid as a whole',
  })
  @ApiParam({ name: 'id', description: 'The `id` GET /api/config answers: the owner’s user id' })
  @ApiAnswers({
    200: SETTINGS,
    400: FIELD_ERRORS,
    404: "NOT_FOUND: another account's id",
  })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @YupBody(accountSettingsUpdateSchema) body: AccountSettingsUpdate,
  ): Promise<{ data: SettingsView }> {
    return { data: await this.settings.update(caller, id, body) };
  }
}
