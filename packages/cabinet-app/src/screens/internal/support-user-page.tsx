import { UserPage } from './user-account-page';

/** `/support/users/{id}`: a user for support work (see {@link UserPage}). */
export default function SupportUserPage() {
  return <UserPage area="support" />;
}
