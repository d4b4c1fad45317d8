import { useState } from 'react';
import type { AdminUserSort } from '@contract/admin.ts';
import { InfiniteList } from '@web/components/infinite-list.tsx';
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

/**
 * Fixed columns, so a long name or e-mail is cut short (its cell shows it whole on hover and in
 * the edit) instead of pushing Admin and Actions out of a laptop's screen: name and e-mail share
 * what the others leave; Actions holds Edit, Make/Remove Admin and Delete, or Save and Cancel.
 * Narrower than its minimum (a phone, a tablet), the table scrolls sideways.
 */
const WIDTHS = ['', '', 'w-30', 'w-26', 'w-18', 'w-20', 'w-20', 'w-20', 'w-58'];
// Below a laptop the table scrolls anyway, so it is wider there: name and e-mail ~190 px each
// instead of ~80, which cut most names to their first letters on a phone.
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

/** The Users table, with its search box, filters and sortable headers. */
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
            emptyText={search.q ? t('admin.noUsersMatch', { q: search.q }) : t('admin.noUsers')}
            rows={users.map((u) => (
              <UserRow key={u.id} user={u} isSelf={u.id === selfId} />
            ))}
          />
        )}
      </InfiniteList>
    </>
  );
}
