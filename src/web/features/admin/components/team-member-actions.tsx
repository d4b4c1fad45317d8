import { UserMinusIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminTeam } from '@contract/admin.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useStudentsWithoutTeam } from '../api/get-admin-lists.ts';
import { useAddMember, useRemoveMember } from '../api/team-members.ts';

type Member = AdminTeam['members'][number];

export function RemoveMemberButton({ team, member }: { team: AdminTeam; member: Member }) {
  const { t } = useTranslation();
  const remove = useRemoveMember({
    onSuccess: (answer) => toast({ title: t('admin.memberRemoved', answer.params) }),
    meta: { errorFallback: 'error.teamChange' },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outlineDestructive"
          size="sm"
          className="ms-auto"
          pending={remove.isPending}
          aria-label={t('admin.removeMemberLabel', { name: member.name })}
        >
          <UserMinusIcon aria-hidden />
          {t('admin.removeMember')}
        </Button>
      }
      title={t('admin.removeMemberTitle')}
      description={
        <Isolated
          text={t('admin.removeMemberConfirm', { name: member.name }, member.gender)}
          value={member.name}
        />
      }
      confirmLabel={t('admin.removeMember')}
      onConfirm={() => remove.mutate({ ideaId: team.idea.id, studentId: member.id })}
    />
  );
}

export function AddMemberForm({ team }: { team: AdminTeam }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [studentId, setStudentId] = useState('');
  const students = useStudentsWithoutTeam(team.gender, open);
  const add = useAddMember({
    onSuccess: (answer) => {
      toast({ title: t('admin.memberAdded', answer.params) });
      setOpen(false);
      setStudentId('');
    },
    meta: { errorFallback: 'error.teamChange' },
  });
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden />
        {t('admin.addStudent')}
      </Button>
    );
  }
  const choices = students.data?.pages.flatMap((p) => p.items) ?? [];
  const selectId = `add-student-${team.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (studentId) add.mutate({ ideaId: team.idea.id, studentId });
      }}
    >
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <Label htmlFor={selectId}>{t('admin.chooseStudent')}</Label>
        <NativeSelect
          id={selectId}
          value={studentId}
          onChange={(event) => setStudentId(event.target.value)}
        >
          <option value="">
            {students.isSuccess && choices.length === 0
              ? t('admin.noStudentsFree')
              : t('admin.pickStudent')}
          </option>
          {choices.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.major})
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="sm" disabled={!studentId} pending={add.isPending}>
        {t('admin.add')}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}
