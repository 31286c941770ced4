export { LeadPage } from './components/LeadPage';
