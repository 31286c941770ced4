export { AboutPage } from './components/AboutPage';
