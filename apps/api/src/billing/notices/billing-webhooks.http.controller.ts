import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers, Public } from '../../common';
import { WebhookInbox } from './webhook-inbox';

@ApiTags('billing')
@Controller('billing/webhooks')
export class BillingWebhooksHttpController {
  constructor(private readonly inbox: WebhookInbox) {}

  @Public()
  @Post('asaas')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Asaas' webhooks: the asaas-access-token header checked, each event stored by its id " +
      'before it is applied (a duplicate changes nothing)',
  })
  @ApiAnswers({
    200: '{ received: applied | duplicate | failed } — failed: stored, applied again later',
    401: 'WEBHOOK_TOKEN_REFUSED: no token or another token',
    400: 'VALIDATION_FAILED: not an Asaas event',
    409: 'BILLING_NOT_CONFIGURED: BILLING_PROVIDER=none',
  })
  async receive(
    @Headers('asaas-access-token') token: string | undefined,
    @Body() body: unknown,
  ): Promise<{ received: string }> {
    return { received: await this.inbox.receive(token, body) };
  }
}
