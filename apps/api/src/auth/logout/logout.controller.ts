import { HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { SessionRevocations } from '../../accounts';
import { bearerToken } from '../bearer-token';
import { TokenService } from '../token.service';
import { BearerController, ApiAnswers } from '../../common';

@BearerController('auth', 'logout')
export class LogoutController {
  constructor(
    private readonly tokens: TokenService,
    private readonly revocations: SessionRevocations,
  ) {}

  // This device only: logging out of a shared computer should not end the session on the
  // user's phone. A new password (PUT /api/me/password, reset) ends every session.
  @Post()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Ends the session of the token it is called with, at once, on every API process',
    description:
      "Only this token: the user's other sessions (other devices) go on. Changing or " +
      'resetting the password ends them all.',
  })
  @ApiAnswers({
    204: 'The token is refused from now on',
    401: 'UNAUTHENTICATED: no token, or it already ended',
  })
  async logout(@Req() request: Request): Promise<void> {
    // The guard let the request through, so the header holds a genuine, unexpired token.
    const verified = await this.tokens.verify(bearerToken(request) ?? '');
    if (!verified) return;
    const secondsLeft = Math.ceil((verified.expiresAtMs - Date.now()) / 1000);
    await this.revocations.revokeToken(verified.sessionId, secondsLeft);
  }
}
