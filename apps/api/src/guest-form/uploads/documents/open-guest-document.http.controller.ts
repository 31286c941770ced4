import { pipeline } from 'node:stream/promises';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAnswers, AppError, IdParamPipe, Public } from '../../../common';
import { DocumentUrls } from './document-urls';
import { GuestDocumentsService } from './guest-documents.service';

/** The signed link's target: public, since the signature is the permission. */
@ApiTags('guest documents')
@Controller('stays/documents')
export class OpenGuestDocumentHttpController {
  constructor(
    private readonly documents: GuestDocumentsService,
    private readonly urls: DocumentUrls,
  ) {}

  @Public()
  @Get(':id/content')
  @ApiOperation({ summary: 'A guest document, decrypted, through a signed link' })
  @ApiAnswers({
    200:
      'The file: a photo (image/jpeg) inline, a PDF as a download (Content-Disposition: ' +
      'attachment); both under Content-Security-Policy: sandbox',
    404: 'NOT_FOUND: bad or expired signature, or no file',
    410: 'DOCUMENT_WITHHELD: a PDF found to carry active content after it was stored; never served',
  })
  async open(
    @Param('id', IdParamPipe) id: string,
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const grant = this.urls.verify(id, query);
    // A wrong signature and an expired one read the same as a missing file.
    if (!grant) throw new AppError('NOT_FOUND');
    const opened = await this.documents.open(grant, {
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 512),
      headersOnly: request.method === 'HEAD',
    });
    // A PDF may carry scripts or actions a viewer runs: it is offered as a download, never
    // shown in the API's origin, and if a browser shows it anyway, sandboxed (no script, no
    // origin). Photos, re-encoded on upload, show inline.
    const isPdf = opened.mime === 'application/pdf';
    const file = `${opened.kind}.${opened.mime.split('/')[1] ?? 'bin'}`;
    response.set({
      'Content-Type': opened.mime,
      'Content-Disposition': `${isPdf ? 'attachment' : 'inline'}; filename="${file}"`,
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    try {
      await pipeline(opened.content, response);
    } catch {
      // A file that fails authentication mid-way (or a client that left) ends the response
      // early: the browser sees a broken download, never a file that looks whole.
      response.destroy();
    }
  }
}
