export { ResidencesPage } from './components/ResidencesPage';
export { LocksPage } from './components/LocksPage';
export { ResidencePreviewPage } from './components/ResidencePreviewPage';
