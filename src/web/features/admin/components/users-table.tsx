import { useState } from 'react';
import type { AdminUserSort } from '@contract/admin.ts';
import { InfiniteList } from '@web/components/infinite-list.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { useAdminUsers } from '../api/get-admin-lists.ts';
import { AdminFilters, GENDER_FILTER, type AdminFilter } from './admin-filters.tsx';
import { AdminSearch, useAdminSearch } from './admin-search.tsx';
import { useAdminSort } from './admin-sort.ts';
import { AdminTable } from './table.tsx';
import { UserRow } from './user-row.tsx';

const COLUMNS: MessageKey[] = [
  'admin.col.name',
  'admin.col.email',
  'admin.col.phone',
  'admin.col.major',
  'admin.col.gender',
  'admin.col.verified',
  'admin.col.visible',
  'admin.col.admin',
  'admin.col.actions',
];

/** Fixed columns, so a long name or e-mail is cut rather than push Actions off a laptop screen. */
const WIDTHS = ['', '', 'w-30', 'w-26', 'w-18', 'w-20', 'w-20', 'w-20', 'w-58'];
// Wider below a laptop, where it scrolls anyway, so a phone shows more than a name's first letters.
const TABLE = 'w-full min-w-[58rem] max-lg:min-w-[72rem] table-fixed [&_td]:px-2 [&_th]:px-2';

const SORTS: Partial<Record<MessageKey, AdminUserSort>> = {
  'admin.col.name': 'name',
  'admin.col.email': 'email',
  'admin.col.phone': 'phone',
  'admin.col.major': 'major',
  'admin.col.gender': 'gender',
  'admin.col.verified': 'verified',
  'admin.col.visible': 'visible',
  'admin.col.admin': 'admin',
};

const yesNo = (label: MessageKey, yes: MessageKey, no: MessageKey) => ({
  label,
  options: [
    ['true', yes],
    ['false', no],
  ] as Array<[string, MessageKey]>,
});
const FILTERS: AdminFilter[] = [
  GENDER_FILTER,
  { key: 'verified', ...yesNo('admin.col.verified', 'admin.yes', 'admin.no') },
  { key: 'inTeam', ...yesNo('admin.filter.team', 'admin.filter.inTeam', 'admin.filter.noTeam') },
  { key: 'admin', ...yesNo('admin.col.admin', 'admin.roleAdmin', 'admin.roleUser') },
];

export function UsersTable({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const search = useAdminSearch();
  const { order, toggle } = useAdminSort();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const query = useAdminUsers(search.q, { ...filters, ...order });
  return (
    <>
      <AdminSearch
        id="admin-search-users"
        label={t('admin.searchUsers')}
        placeholder={t('admin.searchUsersPlaceholder')}
        value={search.text}
        onChange={search.setText}
      />
      <AdminFilters id="admin-users" filters={FILTERS} value={filters} onChange={setFilters} />
      <InfiniteList query={query} more="button" errorText={t('admin.loadFailed')}>
        {(users) => (
          <AdminTable
            label={t('admin.usersTable')}
            columns={COLUMNS}
            widths={WIDTHS}
            className={TABLE}
            sorts={SORTS}
            order={order}
            onSort={toggle}
            emptyText={
              search.q ? (
                <Isolated text={t('admin.noUsersMatch', { q: search.q })} value={search.q} />
              ) : (
                t('admin.noUsers')
              )
            }
            rows={users.map((u) => (
              <UserRow key={u.id} user={u} isSelf={u.id === selfId} />
            ))}
          />
        )}
      </InfiniteList>
    </>
  );
}
