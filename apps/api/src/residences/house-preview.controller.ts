import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  AppError,
  CurrentUser,
  IdParamPipe,
  type AuthenticatedUser,
  Public,
  Roles,
} from '../common';
import { PreviewTokens } from './preview-token';
import type { Residence } from './residence-view';
import { ResidencesRepository } from './residences.repository';

/** What a guest may read of a property before any reservation: no lock, no access details. */
export type PublicResidence = Omit<
  Residence,
  | 'usesTTLock'
  | 'lockId'
  | 'dynamicPassword'
  | 'doorCode'
  | 'accessInstructions'
  | 'wifiPassword'
  | 'createdAt'
  | 'updatedAt'
>;

const publicView = ({
  usesTTLock: _lock,
  lockId: _lockId,
  dynamicPassword: _dynamic,
  doorCode: _doorCode,
  accessInstructions: _access,
  wifiPassword: _wifiPassword,
  createdAt: _created,
  updatedAt: _updated,
  ...shown
}: Residence): PublicResidence => shown;

/**
 * /u/houses/details/:token: a property's page as its guests see it, shared by the host with a
 * signed link that expires (PreviewTokens); nothing else of the account is reachable by it.
 */
@ApiTags('residences')
@Controller('house-preview')
export class HousePreviewController {
  constructor(
    private readonly tokens: PreviewTokens,
    private readonly residences: ResidencesRepository,
  ) {}

  @Post(':id')
  @HttpCode(201)
  @ApiBearerAuth()
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({ summary: 'A share link for a property of the account, valid for 7 days' })
  @ApiResponse({ status: 201, description: '{ data: { token, expiresAt } }' })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: the account has no property with this id' })
  async mint(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<{ data: { token: string; expiresAt: Date } }> {
    if (!(await this.residences.find(caller.accountId, id))) throw new AppError('NOT_FOUND');
    return { data: this.tokens.mint(id, caller.accountId) };
  }

  @Get(':token')
  @Public()
  @ApiOperation({ summary: 'The property a share link names, as guests see it (no sign-in)' })
  @ApiResponse({ status: 200, description: '{ data: the property without its lock and access' })
  @ApiResponse({
    status: 404,
    description: 'NOT_FOUND: forged or expired link, or the property was removed',
  })
  async read(@Param('token') token: string): Promise<{ data: PublicResidence }> {
    const claims = this.tokens.read(token);
    const residence = claims && (await this.residences.find(claims.accountId, claims.residenceId));
    if (!residence) throw new AppError('NOT_FOUND');
    return { data: publicView(residence) };
  }
}
