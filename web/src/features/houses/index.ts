export { HousesPage } from './components/HousesPage';
export { LocksPage } from './components/LocksPage';
export { HousePreviewPage } from './components/HousePreviewPage';
