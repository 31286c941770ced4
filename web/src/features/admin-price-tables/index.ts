export { PriceTablesPage } from './components/PriceTablesPage';
