import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../common';
import { BillingWebhookEvents } from '../billing-webhook-events.repository';
import { BILLING_PROVIDER, WebhookRefused, type BillingProvider } from '../provider';
import { ApplyNotice } from './apply-notice';

// How many stored webhooks one replay applies; the next run takes the rest.
const REPLAY_BATCH = 500;

/**
 * The provider's webhooks: the token checked, each event stored under its id before it is
 * acted on (a duplicate is acknowledged and changes nothing), then applied; one that failed
 * to apply stays stored and the billing cycle applies it again.
 */
@Injectable()
export class WebhookInbox {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly webhookEvents: BillingWebhookEvents,
    private readonly notices: ApplyNotice,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
  ) {}

  /** 'duplicate' when this event was received before. */
  async receive(
    token: string | undefined,
    body: unknown,
  ): Promise<'applied' | 'duplicate' | 'failed'> {
    if (!this.provider) throw new AppError('BILLING_NOT_CONFIGURED');
    if (!this.provider.acceptsWebhookToken(token)) throw new AppError('WEBHOOK_TOKEN_REFUSED');
    let notice;
    try {
      notice = this.provider.readNotice(body);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      throw new AppError('VALIDATION_FAILED', [{ field: 'event', key: 'validation.required' }]);
    }
    const { event } = body as { event: string };
    if (!(await this.webhookEvents.storeEvent(this.provider.name, notice.eventId, event, body)))
      return 'duplicate';
    return (await this.applyStored(this.provider, notice.eventId, body)) ? 'applied' : 'failed';
  }

  /** Applies every stored event not applied yet, oldest first; how many were applied. */
  async applyPending(): Promise<number> {
    if (!this.provider) return 0;
    let applied = 0;
    for (const { id, payload } of await this.webhookEvents.eventsToApply(REPLAY_BATCH))
      if (await this.applyStored(this.provider, id, payload)) applied += 1;
    return applied;
  }

  private async applyStored(provider: BillingProvider, id: string, payload: unknown) {
    try {
      // Stored only once its token was checked: read again as the provider sent it.
      const notice = provider.readNotice(payload);
      await this.notices.apply(notice);
      await this.webhookEvents.eventApplied(id, null);
      return true;
    } catch (error) {
      this.logger.warn(`Webhook ${id} not applied: ${(error as Error).message}`);
      await this.webhookEvents.eventApplied(id, (error as Error).message.slice(0, 500));
      return false;
    }
  }
}
