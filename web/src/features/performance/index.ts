export { PerformancePage } from './components/PerformancePage';
