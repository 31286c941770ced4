import { Module } from '@nestjs/common';
import { CreditsLedgerModule } from '../credits';
import { MessageDeliveryModule } from '../message-delivery';
import { BillingCharges } from './billing-charges.repository';
import { BillingRecords } from './billing-records.repository';
import { BillingWebhookEvents } from './billing-webhook-events.repository';
import { BillingCycle } from './cycle/billing-cycle';
import { BillingCycleWorker } from './cycle/billing-cycle.job';
import { ApplyNotice } from './notices/apply-notice';
import { BillingWebhooksHttpController } from './notices/billing-webhooks.http.controller';
import { CreditsBought } from './notices/credits-bought';
import { RefundedCharges } from './notices/refunded-charges';
import { UnpaidNotices } from './notices/unpaid-notices';
import { WebhookInbox } from './notices/webhook-inbox';
import { billingProviderProvider } from './provider';
import { CreditPurchases } from './subscription/credit-purchases';
import { SubscriptionBilling } from './subscription/subscription-billing';
import { SubscriptionChanges } from './subscription/subscription-changes';
import { SubscriptionStart } from './subscription/subscription-start';
import { SubscriptionHttpController } from './subscription/subscription.http.controller';

const NOTICES = [
  BillingRecords,
  BillingCharges,
  BillingWebhookEvents,
  billingProviderProvider,
  ApplyNotice,
  UnpaidNotices,
  CreditsBought,
  RefundedCharges,
  SubscriptionStart,
  WebhookInbox,
];

/** API process: the subscription page, pix, cancel, credits bought, the provider's webhooks. */
@Module({
  imports: [CreditsLedgerModule, MessageDeliveryModule],
  controllers: [SubscriptionHttpController, BillingWebhooksHttpController],
  providers: [...NOTICES, SubscriptionBilling, SubscriptionChanges, CreditPurchases, BillingCycle],
  exports: [BillingCycle],
})
export class BillingModule {}

/** Worker process: the billing cycle (trials that ended, tiers, grace, webhooks to apply). */
@Module({
  imports: [CreditsLedgerModule, MessageDeliveryModule],
  providers: [...NOTICES, BillingCycle, BillingCycleWorker],
})
export class BillingCycleModule {}
