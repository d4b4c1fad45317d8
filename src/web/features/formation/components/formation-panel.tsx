import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useFormation } from '../api/get-formation.ts';
import { formatMoment } from '@web/lib/format.ts';
import { FormationProgress } from './formation-progress.tsx';
import { FormationSettingsForm } from './formation-settings-form.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';

/** The rules: docs/rules/formation.md. */
export function FormationPanel() {
  const { t, lang } = useTranslation();
  const formation = useFormation();
  if (formation.isPending) return <ListLoading label={t('formation.loading')} />;
  if (!formation.data) {
    return (
      <ListError
        text={t('formation.failed')}
        onRetry={() => void formation.refetch()}
        retrying={formation.isFetching}
      />
    );
  }
  const { data } = formation;
  return (
    <div className="flex flex-col gap-6" data-testid="formation-panel">
      <Card>
        <CardHeader>
          <CardTitle>{t('formation.progress')}</CardTitle>
          <p className="text-sm text-muted-foreground" data-testid="formation-deadline-shown">
            {data.deadline
              ? t('formation.deadlineAt', { date: formatMoment(data.deadline, lang) })
              : t('formation.noDeadlineSet')}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormationProgress formation={data} />
          <div>
            <ReminderDialog onSent={() => void formation.refetch()} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('formation.settings')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FormationSettingsForm
            key={`${data.deadline}-${data.target.min}-${data.target.max}`}
            formation={data}
          />
        </CardContent>
      </Card>
    </div>
  );
}
