export { RetentionPanel } from './components/RetentionPanel';
