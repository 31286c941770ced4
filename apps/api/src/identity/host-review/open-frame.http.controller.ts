import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswers, AppError, IdParamPipe, Public } from '../../common';
import { LivenessFrames } from '../liveness/liveness-frames';
import { LivenessSessionsRepository } from '../liveness/liveness-sessions.repository';
import { FRAME_PATH, FrameUrls } from './frame-urls';

/** A liveness frame through the signed link the identity checks gave its host. */
@ApiTags('guest documents')
@Controller(FRAME_PATH)
export class OpenFrameHttpController {
  constructor(
    private readonly urls: FrameUrls,
    private readonly sessions: LivenessSessionsRepository,
    private readonly frames: LivenessFrames,
  ) {}

  @Public()
  @Get(':sessionId/:index')
  @ApiOperation({
    summary: "A liveness check's frame (image/jpeg), decrypted, through a signed link",
  })
  @ApiAnswers({
    200: 'The frame, image/jpeg inline, under Content-Security-Policy: sandbox',
    404: 'NOT_FOUND: bad or expired signature, no such frame, or the biometric data destroyed',
  })
  async open(
    @Param('sessionId', IdParamPipe) sessionId: string,
    @Param('index') index: string,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    // A wrong signature and an expired one read the same as a missing frame.
    if (!this.urls.verify(`${sessionId}/${index}`, query)) throw new AppError('NOT_FOUND');
    const position = Number(index);
    const session = await this.sessions.find(sessionId);
    const frame =
      session && Number.isInteger(position) && position >= 0 && position < session.frames
        ? await this.frames.open(session.reservationId, sessionId, position)
        : null;
    if (!frame) throw new AppError('NOT_FOUND');
    response.set({
      'Content-Type': 'image/jpeg',
      'Content-Disposition': `inline; filename="frame-${position}.jpg"`,
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.send(frame);
  }
}
