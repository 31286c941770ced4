import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  processNotificationSchema,
  type ProcessNotificationAnswer,
  type ProcessNotificationRequest,
} from '@chegada/contracts';
import { ApiYupBody, YupValidationPipe, Public } from '../../common';
import { ProcessNotificationService } from './process-notification.service';

/**
 * A link in a host's message (spec §2, §7): the token is the caller's only credential, so the
 * route is public; the page confirms before it acts.
 */
@ApiTags('reservations')
@Controller('stays/process-notification')
export class ProcessNotificationController {
  constructor(private readonly service: ProcessNotificationService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'What a message’s link does (confirm absent), or does it once (confirm: true)',
  })
  @ApiYupBody(processNotificationSchema)
  @ApiResponse({
    status: 200,
    description:
      '{ action: "approve", done, reservationId, guestName, propertyName, checkIn, checkOut, timeZone }',
  })
  @ApiResponse({ status: 400, description: 'PROCESS_TOKEN_INVALID: forged or damaged' })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: the reservation is not the account’s' })
  @ApiResponse({ status: 409, description: 'PROCESS_TOKEN_USED: the link was used already' })
  @ApiResponse({ status: 410, description: 'PROCESS_TOKEN_EXPIRED' })
  @ApiResponse({ status: 422, description: 'The reservation cannot be approved any more' })
  process(
    @Body(new YupValidationPipe(processNotificationSchema)) body: ProcessNotificationRequest,
    @Req() request: Request,
  ): Promise<ProcessNotificationAnswer> {
    if (!body.confirm) return this.service.preview(body.token);
    const id = (request as { id?: unknown }).id;
    return this.service.confirm(body.token, {
      requestId: typeof id === 'string' ? id : randomUUID(),
      ip: request.ip,
      userAgent: request.get('user-agent')?.slice(0, 512),
    });
  }
}
