export { VideosPage } from './components/VideosPage';
