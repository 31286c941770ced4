import { buffer } from 'node:stream/consumers';
import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  translate,
  type LivenessCheckAnswer,
  type LivenessSession,
  type LivenessState,
} from '@chegada/contracts';
import {
  AppError,
  ApiAnswers,
  IdParamPipe,
  requestLocale,
  type RateLimit,
  Public,
} from '../../common';
import {
  ApiGuestLinkHeaders,
  GUEST_LINK_WRITE_ANSWERS,
  GuestLink,
  GuestLinkRequests,
  LinkHeaders,
  type GuestLinkHeaders,
  type GuestLinkRequest,
} from '../../guest-form';
import { receiveMultipart, UploadRejected } from '../../uploads';
import { Liveness } from './liveness.service';

// A challenge is a few seconds of a guest's time: room for retries, none for a script.
const LIVENESS_CALLS: RateLimit = { name: 'guest-liveness', max: 40, windowSeconds: 600 };
// Read on each visit of the selfie step: a reload is no attempt.
const STATE_CALLS: RateLimit = { name: 'guest-liveness-state', max: 120, windowSeconds: 600 };
const FRAME_MAX_BYTES = 2 * 1024 * 1024;
const MOST_FRAMES = 4;

const REFUSALS = {
  422: 'BIOMETRIC_CONSENT_REQUIRED: the image terms are not accepted yet',
  429: 'LIVENESS_CLOSED (Retry-After): 5 failed checks in 30 minutes; send a selfie instead',
};

@ApiTags('guest form')
@Controller('stays/guestForm/:id/liveness')
export class LivenessHttpController {
  constructor(
    private readonly links: GuestLinkRequests,
    private readonly liveness: Liveness,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: "The guest's check: closed (after 5 failures) until when, attempts left",
  })
  @ApiGuestLinkHeaders("An additional guest's own link: that guest's check")
  @ApiAnswers({
    200: '{ closedUntil: ISO date or null, attemptsLeft, passed, lastFailure }',
    404: GUEST_LINK_WRITE_ANSWERS[404],
  })
  async state(@GuestLink(STATE_CALLS) link: GuestLinkRequest): Promise<LivenessState> {
    return this.liveness.state(link);
  }

  @Public()
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Starts a liveness check: 2–3 head moves, valid 2 minutes, once' })
  @ApiGuestLinkHeaders("An additional guest's own link: that guest's check")
  @ApiAnswers({
    201: '{ sessionId, challenge: [turn-left | turn-right | look-up | look-down], expiresAt }',
    ...REFUSALS,
    404: GUEST_LINK_WRITE_ANSWERS[404],
  })
  async start(@GuestLink(LIVENESS_CALLS) link: GuestLinkRequest): Promise<LivenessSession> {
    return this.liveness.start(link);
  }

  @Public()
  @Post(':sessionId/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Judges the frames of a liveness check with our own models' })
  @ApiConsumes('multipart/form-data')
  @ApiGuestLinkHeaders("An additional guest's own link: that guest's check")
  @ApiAnswers({
    200:
      '{ passed, message } or { passed: false, reason (no-face, move-not-made, ' +
      'turned-the-other-way, not-same-person), frame, attemptsLeft, message }. Body: ' +
      'multipart `frames` parts (JPEG, PNG or WebP): straight ahead, then one per move',
    400: 'VALIDATION_FAILED: frames missing, too many or not pictures',
    409: 'LIVENESS_SESSION_USED: the session was already checked',
    410: 'LIVENESS_SESSION_EXPIRED: past its 2 minutes',
    503: 'SERVICE_UNAVAILABLE (Retry-After): the checks are busy; send again shortly',
    ...REFUSALS,
    404: 'NOT_FOUND: no such link, or no such session of this guest',
  })
  async check(
    @Param('id') id: string,
    @Param('sessionId', IdParamPipe) sessionId: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @Req() request: Request,
  ): Promise<LivenessCheckAnswer> {
    // Two path parameters: the link is resolved here so that /api/docs lists `id` first.
    const link = await this.links.resolveWithin(LIVENESS_CALLS, id, headers, request);
    const { files } = await receiveMultipart<Buffer>(request, {
      maxFileBytes: FRAME_MAX_BYTES,
      maxFiles: MOST_FRAMES,
      maxFields: 0,
      acceptsFile: (field) => field === 'frames',
      sanitize: { maxDimension: 1280 },
      saveFile: async ({ kind, stream }) => {
        if (kind === 'pdf') {
          stream.resume();
          throw new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.imageOnly');
        }
        return buffer(stream);
      },
      discard: () => Promise.resolve(),
    });
    if (files.length === 0)
      throw new AppError('VALIDATION_FAILED', [{ field: 'frames', key: 'upload.imageOnly' }]);
    const outcome = await this.liveness.check(
      link,
      sessionId,
      files.map((file) => file.saved),
    );
    const locale = requestLocale(request);
    return outcome.passed
      ? { ...outcome, message: translate(locale, 'liveness.passed') }
      : { ...outcome, message: translate(locale, `liveness.failed.${outcome.reason}`) };
  }
}
