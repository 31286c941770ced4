import { Injectable } from '@nestjs/common';
import { TablesRepository } from '../infrastructure';
import type { BillingTables } from './billing.tables';

/** The provider's webhooks, stored before they are acted on, and replayed until applied. */
@Injectable()
export class BillingWebhookEvents extends TablesRepository<BillingTables> {
  /** Stores a webhook before it is acted on; false when its id was stored already. */
  async storeEvent(
    provider: string,
    id: string,
    event: string,
    payload: unknown,
  ): Promise<boolean> {
    const stored = await this.db
      .insertInto('billing_webhook_events')
      .values({
        id,
        provider,
        event,
        payload: JSON.stringify(payload),
        applied_at: null,
        failure: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return stored !== undefined;
  }
  async eventApplied(id: string, failure: string | null): Promise<void> {
    await this.db
      .updateTable('billing_webhook_events')
      .set(failure ? { failure } : { applied_at: new Date(), failure: null })
      .where('id', '=', id)
      .execute();
  }
  /** Webhooks stored but not applied (a failure, a crash): the cycle applies them again. */
  async eventsToApply(limit: number): Promise<{ id: string; payload: unknown }[]> {
    return this.db
      .selectFrom('billing_webhook_events')
      .select(['id', 'payload'])
      .where('applied_at', 'is', null)
      .orderBy('received_at')
      .limit(limit)
      .execute();
  }
}
