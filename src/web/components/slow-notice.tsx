import { RotateCwIcon } from 'lucide-react';
import { useRetryFirstLoads, useSlow } from '@web/hooks/use-slow.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { Button } from './ui/button.tsx';

/** So a frozen server never leaves 'Loading…' with nothing to do (hooks/use-slow.ts). */
export function SlowNotice() {
  const { t } = useTranslation();
  const { slow, restart } = useSlow();
  const retryFirstLoads = useRetryFirstLoads();
  if (!slow) return null;
  const retry = async () => {
    restart();
    if (!(await retryFirstLoads())) window.location.reload();
  };
  return (
    <div
      data-testid="slow-notice"
      className="flex flex-wrap items-center justify-center gap-3 py-3 text-center text-sm"
    >
      <p className="text-slate-700">{t('app.slow')}</p>
      <Button variant="outline" size="sm" onClick={() => void retry()}>
        <RotateCwIcon aria-hidden />
        {t('app.retry')}
      </Button>
    </div>
  );
}
