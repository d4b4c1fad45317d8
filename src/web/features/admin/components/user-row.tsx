import { useState } from 'react';
import type { User } from '@contract/users.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { Td } from './table.tsx';
import { UserActions } from './user-actions.tsx';
import { UserEditCells } from './user-edit-cells.tsx';
import { UserFlagCells } from './user-flag-cells.tsx';

export function UserRow({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t, major } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <tr data-testid="admin-user-row" data-email={user.email} className="hover:bg-slate-50/60">
      {editing ? (
        <UserEditCells user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Td className="font-medium text-slate-900">
            <div className="flex min-w-0 items-baseline gap-1">
              <span className="min-w-0 wrap-anywhere" dir="auto">
                {user.name}
              </span>
              {isSelf && (
                <span className="shrink-0 font-normal text-slate-600">{t('common.you')}</span>
              )}
            </div>
          </Td>
          <Td dir="ltr" className="text-start">
            <div className="wrap-anywhere">{user.email}</div>
          </Td>
          <Td dir="ltr" className="text-start">
            <div className="wrap-anywhere">{user.phone}</div>
          </Td>
          <Td>{major(user.major)}</Td>
          <UserFlagCells user={user} />
          <Td>
            <UserActions user={user} isSelf={isSelf} onEdit={() => setEditing(true)} />
          </Td>
        </>
      )}
    </tr>
  );
}
