import { useState } from 'react';
import { CheckIcon, UserPlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { translateCode, useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useInviteStudent } from '../api/invite-student.ts';

/** Shown only where the server would accept it (docs/rules/ideas-and-teams.md). */
export function InviteButton({
  studentId,
  name,
  invitedBefore = false,
}: {
  studentId: string;
  name: string;
  invitedBefore?: boolean;
}) {
  const { t } = useTranslation();
  const [invited, setInvited] = useState(false);
  const invite = useInviteStudent({
    onSuccess: (answer) => {
      setInvited(true);
      toast({ title: translateCode(answer.code, answer.params) ?? answer.message });
    },
    meta: { errorFallback: 'error.inviteStudent' },
  });
  if (invited || invitedBefore) {
    return (
      <Button variant="statusSuccess" disabled>
        <CheckIcon aria-hidden />
        {t('students.invited')}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={invite.isPending}
      // The name says whom; the visible words come first, as a voice command speaks them.
      aria-label={invite.isPending ? undefined : t('students.inviteLabel', { name })}
      onClick={() => invite.mutate({ studentId })}
    >
      <UserPlusIcon aria-hidden />
      {invite.isPending ? t('students.inviting') : t('students.invite')}
    </Button>
  );
}
