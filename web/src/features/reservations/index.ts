export { ReservationsPage } from './components/ReservationsPage';
