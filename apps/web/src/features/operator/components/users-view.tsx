import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatList } from '@/lib/i18n';
import { useOperatorUsers } from '../api/console';
import { roleLabel, sellerStatusLabel } from '../utils/labels';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'role', 'seller_status', 'verified', 'suspended', 'sort'] as const;

/**
 * Every account (GET /admin/users): search by name or e-mail, filters and sort on the
 * server, all kept in the URL; a row opens the account's detail.
 */
export function UsersView() {
  const { t } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorUsers({ ...values, page });

  return (
    <div className="space-y-5">
      <FilterBar
        id={id}
        url={{ values, set }}
        search={{ label: t`Search users`, placeholder: t`Name, e-mail or id` }}
      >
        {(select) => (
          <>
            {select('role', t`Role`, [
              ['', t`Any role`],
              ['customer', roleLabel('customer')],
              ['seller', roleLabel('seller')],
              ['admin', roleLabel('admin')],
            ])}
            {select('seller_status', t`Owner application`, [
              ['', t({ message: 'Any', context: 'owner application filter' })],
              ['Pending', sellerStatusLabel('Pending')],
              ['Approved', sellerStatusLabel('Approved')],
              ['Rejected', sellerStatusLabel('Rejected')],
              ['none', t`Never applied`],
            ])}
            {select('verified', t`E-mail`, [
              ['', t`Verified or not`],
              ['yes', t`Verified`],
              ['no', t`Not verified`],
            ])}
            {select('suspended', t`Account`, [
              ['', t`Active or suspended`],
              ['no', t`Active`],
              ['yes', t`Suspended`],
            ])}
            {select('sort', t`Sort by`, [
              ['', t`Newest first`],
              ['oldest', t`Oldest first`],
              ['name', t`Name`],
              ['email', t`E-mail`],
            ])}
          </>
        )}
      </FilterBar>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Users`}
        headers={
          <HeaderCells
            labels={[t`Name`, t`Roles`, t({ message: 'State', context: 'status' }), t`Joined`]}
          />
        }
        errorTitle={t`The users could not be loaded`}
        empty={{
          icon: <Users className="size-6" aria-hidden="true" />,
          title: t`No users match`,
        }}
        renderRows={(items) =>
          items.map((user) => {
            const ownerStatus = user.seller_status && sellerStatusLabel(user.seller_status);
            return (
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
                  {formatList(user.roles.map(roleLabel), 'unit')}
                  {ownerStatus && (
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      <Trans>Owner: {ownerStatus}</Trans>
                    </p>
                  )}
                </td>
                <td className={`${tdClass} space-x-1 space-y-1 rtl:space-x-reverse`}>
                  {user.deleted_at ? (
                    <StatusPill tone="neutral">
                      <Trans>Deleted</Trans>
                    </StatusPill>
                  ) : user.suspended_at ? (
                    <StatusPill tone="bad">
                      <Trans>Suspended</Trans>
                    </StatusPill>
                  ) : (
                    <StatusPill tone="good">
                      <Trans>Active</Trans>
                    </StatusPill>
                  )}
                  {!user.verified && (
                    <StatusPill tone="warn">
                      <Trans>Unverified</Trans>
                    </StatusPill>
                  )}
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={user.created_at}>{formatWhen(user.created_at)}</time>
                </td>
              </tr>
            );
          })
        }
      />
    </div>
  );
}
