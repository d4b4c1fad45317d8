import { Loader2Icon } from 'lucide-react';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50dvh] place-items-center" role="status" aria-live="polite">
      <div className="flex items-center gap-2 text-muted-foreground">
        <Loader2Icon className="size-5 animate-spin" aria-hidden />
        <span>{t('app.loading')}</span>
      </div>
    </div>
  );
}
