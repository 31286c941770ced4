export { SubscriptionGate, SubscriptionGateModule } from './subscription-gate';
