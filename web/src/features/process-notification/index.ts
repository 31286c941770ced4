export { ProcessNotificationPage } from './components/ProcessNotificationPage';
