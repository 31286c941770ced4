export { AdminUsersPage } from './components/AdminUsersPage';
