import { CrownIcon } from 'lucide-react';
import type { TeamRole } from '@contract/teams.ts';
import { Badge } from '@web/components/ui/badge.tsx';

export function RoleBadge({
  role,
  leaderLabel,
  memberLabel,
  iconClassName = 'size-3.5',
}: {
  role: TeamRole;
  leaderLabel: string;
  memberLabel: string;
  iconClassName?: string;
}) {
  if (role !== 'creator') return <Badge variant="secondary">{memberLabel}</Badge>;
  return (
    <Badge variant="warning" className="gap-1">
      <CrownIcon className={iconClassName} aria-hidden />
      {leaderLabel}
    </Badge>
  );
}
