import { EyeIcon, EyeOffIcon } from 'lucide-react';
import type { User } from '@contract/users.ts';
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function VisibilityBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile({
    onSuccess: (saved) =>
      toast({ title: t(saved.appearInList ? 'success.visible' : 'success.hidden') }),
    meta: { errorFallback: 'error.updateVisibility' },
  });
  const visible = user.appearInList;
  const Icon = visible ? EyeIcon : EyeOffIcon;
  return (
    <div
      data-testid="visibility-banner"
      className={cn(
        'mb-6 flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        visible
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t(visible ? 'students.visibleBanner' : 'students.hiddenBanner')}
      </p>
      <Button
        variant={visible ? 'outline' : 'default'}
        className="shrink-0"
        pending={update.isPending}
        pendingLabel={t('students.updating')}
        onClick={() => update.mutate({ appearInList: !visible })}
      >
        {t(visible ? 'students.hideMe' : 'students.makeVisible')}
      </Button>
    </div>
  );
}
