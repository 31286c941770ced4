import { Controller, Delete, Get, Header, Param, Put, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConsumes,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AppError, CurrentUser, type AuthenticatedUser, Public } from '../common';
import { Avatars } from './avatars';
import { SessionUserService, type SessionUser } from '../me';

const SESSION = 'The session user as GET /api/me, `image` the new avatar’s path (or null)';

/** The signed-in user's photo: uploaded, removed, and served to the pages that show it. */
@ApiTags('accounts')
@Controller()
export class AvatarsController {
  constructor(
    private readonly avatars: Avatars,
    private readonly sessionUsers: SessionUserService,
  ) {}

  @Put('me/avatar')
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Sets the avatar from the `image` part: a JPEG, PNG or WebP photo of at most 5 MB, ' +
      're-encoded without metadata as a 128 px square',
  })
  @ApiResponse({ status: 200, description: SESSION })
  @ApiResponse({
    status: 400,
    description:
      "MULTIPART_EXPECTED, MALFORMED_MULTIPART, or VALIDATION_FAILED with a field error on 'image': " +
      'no file in it (text instead, or only parts without a name)',
  })
  @ApiResponse({
    status: 415,
    description: "UNSUPPORTED_FILE_TYPE with a field error on 'image': not a photo",
  })
  @ApiResponse({ status: 413, description: 'PAYLOAD_TOO_LARGE: a photo over 5 MB' })
  async upload(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<SessionUser> {
    await this.sessionUsers.get(user.id);
    await this.avatars.replace(user.id, request);
    return this.sessionUsers.get(user.id);
  }

  @Delete('me/avatar')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Removes the avatar (the initials show again)' })
  @ApiResponse({ status: 200, description: SESSION })
  async remove(@CurrentUser() user: AuthenticatedUser): Promise<SessionUser> {
    await this.avatars.remove(user.id);
    return this.sessionUsers.get(user.id);
  }

  @Get('avatars/:userId/:file')
  @Public()
  @Header('cache-control', 'private, max-age=31536000, immutable')
  @ApiProduces('image/jpeg')
  @ApiOperation({
    summary:
      "A user's current avatar, by the unguessable path GET /api/me answers as `image` " +
      '(an <img> sends no token); a replaced or removed one is gone',
  })
  @ApiResponse({ status: 404, description: 'NOT_FOUND' })
  async image(
    @Param('userId') userId: string,
    @Param('file') file: string,
  ): Promise<StreamableFile> {
    const stream = await this.avatars.read(`/api/avatars/${userId}/${file}`);
    if (!stream) throw new AppError('NOT_FOUND');
    return new StreamableFile(stream, { type: 'image/jpeg' });
  }
}
