import { PencilIcon, ShieldIcon, ShieldOffIcon, Trash2Icon } from 'lucide-react';
import type { User } from '@contract/users.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { isolate } from '@web/components/user-text.tsx';
import { DisabledWithReason } from './disabled-with-reason.tsx';

export function UserActions({
  user,
  isSelf,
  onEdit,
}: {
  user: User;
  isSelf: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  // The texts about this user take the user's gender, not the admin's.
  const about = user.gender;
  const update = useUpdateUser({
    onSuccess: () => toast({ title: t('success.userAdmin') }),
    meta: { errorFallback: 'error.updateUser' },
  });
  const remove = useDeleteUser({
    onSuccess: () => toast({ title: t('admin.userDeleted', undefined, about) }),
    meta: { errorFallback: 'error.deleteUser' },
  });
  const adminToggle = (
    <Button
      variant="outline"
      size="sm"
      disabled={isSelf && user.isAdmin}
      pending={update.isPending}
      pendingLabel={t('pending.updating')}
    >
      {user.isAdmin ? <ShieldOffIcon aria-hidden /> : <ShieldIcon aria-hidden />}
      {t(user.isAdmin ? 'admin.removeAdmin' : 'admin.makeAdmin', undefined, about)}
    </Button>
  );
  const deleteButton = (
    <Button
      variant="outlineDestructive"
      size="smNarrow"
      disabled={isSelf}
      pending={remove.isPending}
      aria-label={t('admin.deleteLabel', { name: user.name })}
      title={isSelf ? undefined : t('common.delete')}
    >
      <Trash2Icon aria-hidden />
    </Button>
  );
  return (
    <div className="flex items-center gap-1.5">
      <Button
        variant="ghost"
        size="smNarrow"
        onClick={onEdit}
        aria-label={t('admin.editLabel', { name: user.name })}
        title={t('common.edit')}
      >
        <PencilIcon aria-hidden />
      </Button>
      {isSelf && user.isAdmin ? (
        <DisabledWithReason id={`self-demote-${user.id}`} reason={t('admin.selfDemote')}>
          {adminToggle}
        </DisabledWithReason>
      ) : (
        // Granting or taking back admin rights asks first, as deleting does.
        <ConfirmDialog
          trigger={adminToggle}
          title={t(user.isAdmin ? 'admin.removeAdmin' : 'admin.makeAdmin', undefined, about)}
          description={t(
            user.isAdmin ? 'admin.removeAdminConfirm' : 'admin.makeAdminConfirm',
            { name: isolate(user.name) },
            about,
          )}
          confirmLabel={t(user.isAdmin ? 'admin.removeAdmin' : 'admin.makeAdmin', undefined, about)}
          onConfirm={() => update.mutate({ id: user.id, changes: { isAdmin: !user.isAdmin } })}
        />
      )}
      {isSelf ? (
        <DisabledWithReason id={`self-delete-${user.id}`} reason={t('admin.selfDelete')}>
          {deleteButton}
        </DisabledWithReason>
      ) : (
        <ConfirmDialog
          trigger={deleteButton}
          title={t('admin.deleteUserTitle')}
          description={t('admin.deleteUserConfirm', { name: isolate(user.name) }, about)}
          confirmLabel={t('common.delete')}
          onConfirm={() => remove.mutate(user.id)}
        />
      )}
    </div>
  );
}
