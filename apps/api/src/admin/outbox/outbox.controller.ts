import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { outboxQuerySchema, type OutboxQuery } from '@chegada/contracts';
import { NotificationOutbox, type OutboxPage } from '@chegada/messaging';
import { BearerController, YupQuery, ApiAnswers, Roles } from '../../common';

@BearerController('admin', 'admin/outbox')
export class OutboxController {
  constructor(private readonly outbox: NotificationOutbox) {}

  @Get()
  @Roles('ADMIN')
  @ApiOperation({ summary: 'E-mail and WhatsApp messages recorded by the development outbox' })
  @ApiAnswers({ 200: '{ items, total, lastPage }, newest first' })
  list(@YupQuery(outboxQuerySchema) query: OutboxQuery): Promise<OutboxPage> {
    return this.outbox.list({ page: query.page, perPage: query.perPage, channel: query.channel });
  }
}
