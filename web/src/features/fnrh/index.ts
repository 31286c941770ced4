export { FnrhPanel } from './components/FnrhPanel';
