export { ModelsPage } from './components/ModelsPage';
