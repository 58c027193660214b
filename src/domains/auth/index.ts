export { LoginPage } from './pages/login-page';
export { AccountLoginPage } from './pages/account-login-page';
export { ForgetPasswordPage } from './pages/forget-password-page';
