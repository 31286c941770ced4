import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { outboxQuerySchema, type OutboxQuery } from '@chegada/contracts';
import { NotificationOutbox, type OutboxPage } from '@chegada/notifications';
import { Roles } from '../../auth/roles.decorator';
import { YupValidationPipe } from '../../common/validation/yup-validation.pipe';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly outbox: NotificationOutbox) {}

  @Get()
  @Roles('ADMIN')
  @ApiOperation({ summary: 'E-mail and WhatsApp messages recorded by the development outbox' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'perPage', required: false, type: Number, description: 'at most 100' })
  @ApiQuery({ name: 'channel', required: false, enum: ['email', 'whatsapp'] })
  @ApiResponse({ status: 200, description: '{ items, total, lastPage }, newest first' })
  list(
    @Query(new YupValidationPipe(outboxQuerySchema, { castStrings: true })) query: OutboxQuery,
  ): Promise<OutboxPage> {
    return this.outbox.list({ page: query.page, perPage: query.perPage, channel: query.channel });
  }
}
