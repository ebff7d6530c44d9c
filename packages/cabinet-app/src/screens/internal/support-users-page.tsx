import { UsersList } from './users-page';

/** `/support/users`: the users list for support work (see {@link UsersList}). */
export default function SupportUsersPage() {
  return <UsersList area="support" />;
}
