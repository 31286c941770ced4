import { Controller, Get, Head, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  startGuestUploadSchema,
  UPLOAD_CHUNK_TYPE,
  UPLOAD_OFFSET_HEADER,
  type GuestUploadState,
  type SaveGuestFormAnswer,
  type StartGuestUploadRequest,
} from '@chegada/contracts';
import {
  ApiAnswers,
  AppError,
  RateLimiter,
  YupBody,
  type RateLimit,
  Public,
} from '../../../common';
import {
  ApiGuestLinkHeaders,
  GUEST_LINK_WRITE_ANSWERS,
  GUEST_SAVES,
  GuestLink,
  type GuestLinkHeaders,
  type GuestLinkRequest,
  GuestLinkRequests,
  LinkHeaders,
} from '../../link-access';
import { readChunk } from './read-chunk';
import { MAX_CHUNK_BYTES, ResumableUploadService } from './resumable-upload.service';

// A 10 MB photo in 128 KB chunks is 80 requests, each perhaps retried on a weak connection:
// room for a dozen files an hour from one address, not for a script.
const GUEST_CHUNKS: RateLimit = { name: 'guest-upload-chunk', max: 1500, windowSeconds: 600 };
const UPLOAD_ID = /^[\w-]{32}$/;
const OFFSET = /^\d{1,10}$/;

const STATE = '{ uploadId, offset: bytes held, size }';
const PATH = 'guestForm/:id/uploads/:uploadId';

/**
 * Resumable uploads of the guest form's file parts (issue 17), a subset of tus: start with the
 * file's size, send chunks at the offset the server holds, ask that offset after a cut.
 */
@ApiTags('guest form')
@Controller('stays')
export class ResumableUploadHttpController {
  constructor(
    private readonly uploads: ResumableUploadService,
    private readonly linkRequests: GuestLinkRequests,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('guestForm/:id/uploads')
  @HttpCode(201)
  @ApiOperation({ summary: 'The guest starts a resumable upload of one file part' })
  @ApiGuestLinkHeaders()
  @ApiAnswers({
    201: `${STATE}, offset 0. The upload expires after 24 hours.`,
    400: 'VALIDATION_FAILED, or UNEXPECTED_FILE: not a file part this link takes',
    413: 'PAYLOAD_TOO_LARGE: size over the per-file limit (the error PUT gives)',
    ...GUEST_LINK_WRITE_ANSWERS,
  })
  async start(
    @GuestLink(GUEST_SAVES) link: GuestLinkRequest,
    @YupBody(startGuestUploadSchema) body: StartGuestUploadRequest,
  ): Promise<GuestUploadState> {
    return this.uploads.start(link, body);
  }

  @Public()
  @Head(PATH)
  @ApiOperation({ summary: 'The bytes the server holds of an upload, in Upload-Offset' })
  @ApiGuestLinkHeaders()
  @ApiAnswers({ 200: 'Upload-Offset and Upload-Length headers', 404: 'NOT_FOUND' })
  async head(
    @Param('id') id: string,
    @Param('uploadId') uploadId: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.state(id, uploadId, headers, request, response);
  }

  @Public()
  @Get(PATH)
  @ApiOperation({ summary: 'Where an upload stands' })
  @ApiGuestLinkHeaders()
  @ApiAnswers({ 200: STATE, 404: 'NOT_FOUND: no such upload for this link, or expired' })
  // Two path parameters: the link is resolved here so that /api/docs lists `id` first.
  async state(
    @Param('id') id: string,
    @Param('uploadId') uploadId: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GuestUploadState> {
    const link = await this.linkRequests.resolveWithin(GUEST_CHUNKS, id, headers, request);
    if (!UPLOAD_ID.test(uploadId)) throw new AppError('NOT_FOUND');
    const state = await this.uploads.state(link, uploadId);
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader(UPLOAD_OFFSET_HEADER, String(state.offset));
    response.setHeader('Upload-Length', String(state.size));
    return state;
  }

  @Public()
  @Patch(PATH)
  @HttpCode(200)
  @ApiOperation({ summary: 'The guest sends the next chunk of an upload' })
  @ApiConsumes(UPLOAD_CHUNK_TYPE)
  @ApiGuestLinkHeaders()
  @ApiHeader({ name: UPLOAD_OFFSET_HEADER, required: true, description: 'Where the chunk starts' })
  @ApiAnswers({
    200:
      `${STATE} and Upload-Offset; once the last byte is in, the file is saved as PUT ` +
      `guestForm/:id with that one part would, and the answer is PUT's.`,
    400: 'VALIDATION_FAILED: no Upload-Offset',
    404: 'NOT_FOUND: no such upload for this link, or expired',
    409: 'UPLOAD_OFFSET_MISMATCH: the body has offset, the bytes the server holds',
    413: `PAYLOAD_TOO_LARGE: past the announced size, or over ${MAX_CHUNK_BYTES} bytes`,
    415: `UPLOAD_CHUNK_EXPECTED: not ${UPLOAD_CHUNK_TYPE}; at the end, what PUT refuses`,
  })
  async append(
    @Param('id') id: string,
    @Param('uploadId') uploadId: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GuestUploadState | SaveGuestFormAnswer> {
    try {
      await this.limiter.consume(GUEST_CHUNKS, request.ip ?? 'unknown');
      if (request.headers['content-type']?.split(';')[0]?.trim() !== UPLOAD_CHUNK_TYPE)
        throw new AppError('UPLOAD_CHUNK_EXPECTED');
      const offset = offsetOf(request);
      const link = await this.linkRequests.resolve(id, headers, request);
      if (!UPLOAD_ID.test(uploadId)) throw new AppError('NOT_FOUND');
      const chunk = await readChunk(request, await this.uploads.room(link, uploadId, offset));
      const { complete, ...state } = await this.uploads.append(link, uploadId, offset, chunk);
      response.setHeader(UPLOAD_OFFSET_HEADER, String(state.offset));
      if (!complete) return state;
      return await this.linkRequests.saveAndGrant(link, request, response, () =>
        this.uploads.complete(link, uploadId),
      );
    } finally {
      // A chunk refused before it was read is read and dropped, so the answer reaches the guest.
      if (!request.readableEnded) request.resume();
    }
  }
}

const offsetOf = (request: Request): number => {
  const value = request.headers[UPLOAD_OFFSET_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !OFFSET.test(value))
    throw new AppError('VALIDATION_FAILED', [
      { field: UPLOAD_OFFSET_HEADER, key: 'upload.offsetRequired' },
    ]);
  return Number(value);
};
