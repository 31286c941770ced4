export { MessageTemplatesPage } from './components/MessageTemplatesPage';
