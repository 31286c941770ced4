export { SubUsersPage } from './components/SubUsersPage';
