export { SubscriptionGate, SubscriptionGateModule, type CreatingHold } from './subscription-gate';
