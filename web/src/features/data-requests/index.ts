// The host's list of the guests' requests about their data (issue 32).
export { DataRequestsPage } from './components/DataRequestsPage';
