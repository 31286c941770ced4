export { HousesPage } from './components/HousesPage';
export { LocksPage } from './components/LocksPage';
