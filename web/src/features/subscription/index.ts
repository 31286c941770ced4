export { SubscriptionPage } from './components/SubscriptionPage';
