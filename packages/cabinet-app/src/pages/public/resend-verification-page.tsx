import LoginPage from './login-page';

/** Spec 2: /resend_verification is the login page in verification-request mode. */
export default function ResendVerificationPage() {
  return <LoginPage mode="resend" />;
}
