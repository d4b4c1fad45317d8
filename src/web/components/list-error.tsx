import { Loader2Icon, RotateCwIcon } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { Button } from './ui/button.tsx';

/** A failure never reads as an empty list (docs/decisions/0024-client-behaviour-once.md). */
export function ListError({
  text,
  onRetry,
  retrying,
  compact = false,
  align = 'center',
}: {
  text: string;
  onRetry: () => void;
  retrying: boolean;
  compact?: boolean;
  align?: 'center' | 'start';
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 text-center',
        align === 'start' ? 'justify-start' : 'justify-center',
        compact ? 'py-3 text-sm' : 'py-8',
      )}
    >
      <p className="text-destructive">{text}</p>
      <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        {retrying ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <RotateCwIcon aria-hidden />
        )}
        {t('list.retry')}
      </Button>
    </div>
  );
}
