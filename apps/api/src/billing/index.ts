export { billingMigrations } from './billing.migrations';
export { BillingModule, BillingCycleModule } from './billing.module';
export { BILLING_QUEUE } from './cycle/billing-cycle.job';
export { BILLING_PROVIDER, billingProviderProvider, type BillingProvider } from './provider';
export { lastDayBefore } from './plan-tiers';
