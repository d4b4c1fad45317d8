import { Loader2Icon } from 'lucide-react';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { SlowNotice } from './slow-notice.tsx';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50dvh] place-items-center" role="status" aria-live="polite">
      <div className="grid justify-items-center gap-2">
        <div className="flex items-center gap-2 text-muted-foreground">
          <Loader2Icon className="size-5 animate-spin" aria-hidden />
          <span>{t('app.loading')}</span>
        </div>
        <SlowNotice />
      </div>
    </div>
  );
}
