import { UsersIcon } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** The one wording of the idea card, the idea's details and My Team. */
export function TeamSize({
  count,
  max,
  className,
}: {
  count: number;
  max: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-testid="team-size">
      <UsersIcon className="size-3.5 shrink-0" aria-hidden />
      {max === null ? t('team.memberCount', { count }) : t('browse.teamSize', { count, max })}
    </span>
  );
}
