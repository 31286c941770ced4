export { PlansPage } from './components/PlansPage';
