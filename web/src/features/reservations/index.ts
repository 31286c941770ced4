export { ReservationsPage } from './components/ReservationsPage';
export { GuestReviewPage } from './components/review/GuestReviewPage';
