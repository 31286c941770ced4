export { LoginPage } from './components/LoginPage';
export { RecoverPage } from './components/RecoverPage';
export { RegisterPage } from './components/RegisterPage';
export { WaitContactPage } from './components/WaitContactPage';
