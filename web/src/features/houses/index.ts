export { HousesPage } from './components/HousesPage';
