export { ReservationsPage } from './components/ReservationsPage';
export { GuestReviewPage } from './components/review/GuestReviewPage';
export { HistoricPage } from './components/HistoricPage';
