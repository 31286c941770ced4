export { LegalPage } from './components/LegalPage';
