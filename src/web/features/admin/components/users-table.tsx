import { useEffect } from 'react';
import type { User } from '@contract/users.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { AdminTable, LoadMore } from './table.tsx';
import { preloadUserEdit, UserRow } from './user-row.tsx';

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

/** The Users table (spec section 2). */
export function UsersTable({
  users,
  selfId,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  users: User[];
  selfId: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  useEffect(preloadUserEdit, []);
  return (
    <AdminTable
      label={t('admin.usersTable')}
      columns={COLUMNS}
      emptyText={t('admin.noUsers')}
      footer={<LoadMore hasMore={hasMore} loading={loadingMore} onLoad={onLoadMore} />}
      rows={users.map((u) => (
        <UserRow key={u.id} user={u} isSelf={u.id === selfId} />
      ))}
    />
  );
}
