import { ArrowRightIcon, UsersIcon } from 'lucide-react';
import { Link } from 'wouter';
import { ListError } from '@web/components/list-error.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { useCoursePage } from '@web/lib/course.ts';
import { PAGES } from '@web/lib/pages.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';

export function TeamStatusCard() {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  const teamPage = useCoursePage(PAGES.myTeam);
  const browsePage = useCoursePage(PAGES.browseIdeas);
  const status = stats.data?.teamStatus;
  const failed = stats.isError && !stats.data;
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
        <UsersIcon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-medium text-muted-foreground">{t('dashboard.teamStatus')}</h2>
        {failed ? (
          <ListError
            compact
            align="start"
            text={t('dashboard.teamStatusFailed')}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <p className="text-xl font-semibold text-slate-900" data-testid="team-status">
            {stats.isPending
              ? '…'
              : status
                ? t(`teamStatus.${status}` as MessageKey)
                : t('common.none')}
          </p>
        )}
      </div>
      {stats.data && (
        <Link
          href={status ? teamPage : browsePage}
          className={buttonVariants({ variant: 'outline', className: 'max-sm:w-full' })}
        >
          {t(status ? 'dashboard.goToTeam' : 'dashboard.findTeam')}
          <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden />
        </Link>
      )}
    </Card>
  );
}
