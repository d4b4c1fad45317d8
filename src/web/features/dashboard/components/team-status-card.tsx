import { UsersIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';

/** Team Status card: the status value, or 'None'. */
export function TeamStatusCard() {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  const status = stats.data?.teamStatus;
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
        <UsersIcon className="size-6" aria-hidden />
      </span>
      <div>
        <h2 className="text-sm font-medium text-muted-foreground">{t('dashboard.teamStatus')}</h2>
        <p className="text-xl font-semibold text-slate-900" data-testid="team-status">
          {stats.isPending
            ? '…'
            : status
              ? t(`teamStatus.${status}` as MessageKey)
              : t('common.none')}
        </p>
      </div>
    </Card>
  );
}
