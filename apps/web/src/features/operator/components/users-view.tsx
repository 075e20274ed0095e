import { useId } from 'react';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOperatorUsers } from '../api/console';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'role', 'seller_status', 'verified', 'suspended', 'sort'] as const;

/**
 * Every account (GET /admin/users): search by name or e-mail, filters and sort on the
 * server, all kept in the URL; a row opens the account's detail.
 */
export function UsersView() {
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorUsers({ ...values, page });

  return (
    <div className="space-y-5">
      <FilterBar
        id={id}
        url={{ values, set }}
        search={{ label: 'Search users', placeholder: 'Name, e-mail or id' }}
      >
        {(select) => (
          <>
            {select('role', 'Role', [
              ['', 'Any role'],
              ['customer', 'Renter'],
              ['seller', 'Owner'],
              ['admin', 'Operator'],
            ])}
            {select('seller_status', 'Owner application', [
              ['', 'Any'],
              ['Pending', 'Pending'],
              ['Approved', 'Approved'],
              ['Rejected', 'Rejected'],
              ['none', 'Never applied'],
            ])}
            {select('verified', 'E-mail', [
              ['', 'Verified or not'],
              ['yes', 'Verified'],
              ['no', 'Not verified'],
            ])}
            {select('suspended', 'Account', [
              ['', 'Active or suspended'],
              ['no', 'Active'],
              ['yes', 'Suspended'],
            ])}
            {select('sort', 'Sort by', [
              ['', 'Newest first'],
              ['oldest', 'Oldest first'],
              ['name', 'Name'],
              ['email', 'E-mail'],
            ])}
          </>
        )}
      </FilterBar>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label="Users"
        headers={<HeaderCells labels={['Name', 'Roles', 'State', 'Joined']} />}
        errorTitle="The users could not be loaded"
        empty={{
          icon: <Users className="size-6" aria-hidden="true" />,
          title: 'No users match',
        }}
        renderRows={(items) =>
          items.map((user) => (
            <tr key={user.id} data-testid="operator-user-row">
              <td className={tdClass}>
                <Link
                  to={paths.operator.user(user.id)}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
                >
                  <bdi>
                    {user.first_name} {user.last_name}
                  </bdi>
                </Link>
                <p className="text-xs break-all text-slate-600 dark:text-slate-400">
                  <bdi>{user.email}</bdi>
                </p>
              </td>
              <td className={tdClass}>
                {user.roles.join(', ')}
                {user.seller_status && (
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    Owner: {user.seller_status}
                  </p>
                )}
              </td>
              <td className={`${tdClass} space-x-1 space-y-1 rtl:space-x-reverse`}>
                {user.deleted_at ? (
                  <StatusPill tone="neutral">Deleted</StatusPill>
                ) : user.suspended_at ? (
                  <StatusPill tone="bad">Suspended</StatusPill>
                ) : (
                  <StatusPill tone="good">Active</StatusPill>
                )}
                {!user.verified && <StatusPill tone="warn">Unverified</StatusPill>}
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={user.created_at}>{formatWhen(user.created_at)}</time>
              </td>
            </tr>
          ))
        }
      />
    </div>
  );
}
