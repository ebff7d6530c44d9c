import LoginPage from '../pages/public/login-page';
import RegistrationPage from '../pages/public/registration-page';
import ConfirmPage from '../pages/public/confirm-page';
import ResetPasswordPage from '../pages/public/reset-password-page';

/** The public area, one lazily loaded chunk: sign in, registration, confirmation, password reset. */
export default function PublicPage({ path }: { path: string }) {
  switch (path) {
    case '/registration':
      return <RegistrationPage />;
    case '/confirm':
      return <ConfirmPage />;
    case '/reset_password':
      return <ResetPasswordPage />;
    case '/resend_verification':
      return <LoginPage mode="resend" />;
    default:
      return <LoginPage />;
  }
}
