import { useEffect } from 'react';
import type { User } from '@contract/users.ts';
import { InfiniteList, type InfinitePages } from '@web/components/infinite-list.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { userEditResolver } from '../lib/user-edit-resolver.ts';
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

/** The Users table. */
export function UsersTable({ query, selfId }: { query: InfinitePages<User>; selfId: string }) {
  const { t } = useTranslation();
  useEffect(() => userEditResolver.preload(), []);
  return (
    <InfiniteList query={query} more="button" errorText={t('admin.loadFailed')}>
      {(users) => (
        <AdminTable
          label={t('admin.usersTable')}
          columns={COLUMNS}
          emptyText={t('admin.noUsers')}
          rows={users.map((u) => (
            <UserRow key={u.id} user={u} isSelf={u.id === selfId} />
          ))}
        />
      )}
    </InfiniteList>
  );
}
