import { CheckIcon, PencilIcon, ShieldIcon, ShieldOffIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_LENGTH } from '@contract/limits.ts';
import { MAJORS } from '@contract/majors.ts';
import type { User } from '@contract/users.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { Tooltip } from '@web/components/ui/tooltip.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { lazyZodResolver } from '@web/lib/lazy-resolver.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { Td } from './table.tsx';
import type { AdminUserEdit, AdminUserEditInput } from './user-edit-form.ts';

// The edit schema (and zod with it) loads when the console mounts, not on its first render.
const editResolver = lazyZodResolver<AdminUserEditInput, AdminUserEdit>(() =>
  import('./user-edit-form.ts').then((m) => m.AdminUserEditSchema),
);
export const preloadUserEdit = editResolver.preload;

/** A disabled action with the reason as tooltip and accessible description. */
function DisabledWithReason({
  id,
  reason,
  children,
}: {
  id: string;
  reason: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Tooltip content={reason}>
        <span tabIndex={0} className="inline-flex rounded-lg" aria-describedby={id}>
          {children}
        </span>
      </Tooltip>
      <span id={id} className="sr-only">
        {reason}
      </span>
    </>
  );
}

function UserActions({
  user,
  isSelf,
  onEdit,
}: {
  user: User;
  isSelf: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser({
    onSuccess: () => toast({ title: t('success.userAdmin') }),
    onError: (error) => toastError(serverMessage(error, t('error.updateUser')), t('common.error')),
  });
  const remove = useDeleteUser({
    onSuccess: () => toast({ title: t('success.userDeleted') }),
    onError: (error) => toastError(serverMessage(error, t('error.deleteUser')), t('common.error')),
  });
  const adminToggle = (
    <Button
      variant="outline"
      size="sm"
      disabled={update.isPending || (isSelf && user.isAdmin)}
      onClick={() => update.mutate({ id: user.id, changes: { isAdmin: !user.isAdmin } })}
    >
      {user.isAdmin ? <ShieldOffIcon aria-hidden /> : <ShieldIcon aria-hidden />}
      {t(user.isAdmin ? 'admin.removeAdmin' : 'admin.makeAdmin')}
    </Button>
  );
  const deleteButton = (
    <Button
      variant="outline"
      size="sm"
      className="px-2 text-destructive"
      disabled={isSelf || remove.isPending}
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
        size="sm"
        className="px-2"
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
        adminToggle
      )}
      {isSelf ? (
        <DisabledWithReason id={`self-delete-${user.id}`} reason={t('admin.selfDelete')}>
          {deleteButton}
        </DisabledWithReason>
      ) : (
        <ConfirmDialog
          trigger={deleteButton}
          title={t('admin.deleteUserTitle')}
          description={t('admin.deleteUserConfirm', { name: user.name })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => remove.mutate(user.id)}
        />
      )}
    </div>
  );
}

function EditCells({ user, onDone }: { user: User; onDone: () => void }) {
  const { t, tm, major } = useTranslation();
  const form = useForm<AdminUserEditInput, unknown, AdminUserEdit>({
    resolver: editResolver.resolver,
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      major: user.major as AdminUserEdit['major'],
    },
  });
  const update = useUpdateUser({
    onSuccess: () => {
      toast({ title: t('success.userUpdated') });
      onDone();
    },
    onError: (error) => toastError(serverMessage(error, t('error.updateUser')), t('common.error')),
  });
  const e = form.formState.errors;
  const formId = `edit-user-${user.id}`;
  const cell = (name: 'name' | 'email' | 'phone' | 'major', control: React.ReactNode) => {
    const message = e[name]?.message;
    return (
      <Td>
        <div className="grid min-w-40 gap-1">
          {control}
          {message && (
            <p
              id={`${formId}-${name}-error`}
              role="alert"
              className="text-xs font-medium text-destructive"
            >
              {tm(message)}
            </p>
          )}
        </div>
      </Td>
    );
  };
  const a11y = (name: 'name' | 'email' | 'phone' | 'major', label: string) => ({
    'aria-label': label,
    'aria-invalid': e[name] ? true : undefined,
    'aria-describedby': e[name] ? `${formId}-${name}-error` : undefined,
    form: formId,
  });
  return (
    <>
      {cell(
        'name',
        <Input className="h-9" {...a11y('name', t('admin.col.name'))} {...form.register('name')} />,
      )}
      {cell(
        'email',
        <Input
          type="email"
          dir="ltr"
          className="h-9"
          {...a11y('email', t('admin.col.email'))}
          {...form.register('email')}
        />,
      )}
      {cell(
        'phone',
        <Input
          type="tel"
          dir="ltr"
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          className="h-9"
          {...a11y('phone', t('admin.col.phone'))}
          {...form.register('phone')}
        />,
      )}
      {cell(
        'major',
        <NativeSelect
          className="h-9"
          {...a11y('major', t('admin.col.major'))}
          {...form.register('major')}
        >
          {MAJORS.map((m) => (
            <option key={m.key} value={m.key}>
              {major(m.key)}
            </option>
          ))}
        </NativeSelect>,
      )}
      <RowFlags user={user} />
      <Td>
        <form
          id={formId}
          noValidate
          className="flex items-center gap-1.5"
          onSubmit={form.handleSubmit((values) => update.mutate({ id: user.id, changes: values }))}
        >
          <Button
            type="submit"
            size="sm"
            disabled={update.isPending}
            aria-label={t('admin.saveLabel', { name: user.name })}
          >
            <CheckIcon aria-hidden />
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDone}
            aria-label={t('admin.cancelLabel', { name: user.name })}
          >
            <XIcon aria-hidden />
            {t('common.cancel')}
          </Button>
        </form>
      </Td>
    </>
  );
}

function RowFlags({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      <Td>{t(user.gender === 'female' ? 'auth.gender.female' : 'auth.gender.male')}</Td>
      <Td>
        <Badge variant={user.isVerified ? 'success' : 'secondary'}>
          {t(user.isVerified ? 'admin.yes' : 'admin.no')}
        </Badge>
      </Td>
      <Td>
        <Badge variant={user.appearInList ? 'success' : 'secondary'}>
          {t(user.appearInList ? 'admin.visible' : 'admin.hidden')}
        </Badge>
      </Td>
      <Td>
        <Badge variant={user.isAdmin ? 'default' : 'outline'}>
          {t(user.isAdmin ? 'admin.roleAdmin' : 'admin.roleUser')}
        </Badge>
      </Td>
    </>
  );
}

/** One Users-table row (spec section 2), read-only or in inline edit with Save and Cancel. */
export function UserRow({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t, major } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <tr data-testid="admin-user-row" data-email={user.email} className="hover:bg-slate-50/60">
      {editing ? (
        <EditCells user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Td className="font-medium text-slate-900">
            {user.name}{' '}
            {isSelf && <span className="font-normal text-slate-600">{t('common.you')}</span>}
          </Td>
          <Td dir="ltr" className="text-start">
            {user.email}
          </Td>
          <Td dir="ltr" className="text-start">
            {user.phone}
          </Td>
          <Td>{major(user.major)}</Td>
          <RowFlags user={user} />
          <Td>
            <UserActions user={user} isSelf={isSelf} onEdit={() => setEditing(true)} />
          </Td>
        </>
      )}
    </tr>
  );
}
