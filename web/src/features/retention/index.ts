export { RetentionPanel } from './components/RetentionPanel';
export { RetentionAdminPage } from './components/RetentionAdminPage';
