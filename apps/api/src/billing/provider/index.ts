export * from './billing-provider';
export { billingProviderProvider } from './billing-provider.provider';
