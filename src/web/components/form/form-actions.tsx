import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function FormActions({
  onCancel,
  cancelDisabled,
  pending,
  pendingLabel,
  className,
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  pending: boolean;
  pendingLabel: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
        {children}
      </Button>
    </div>
  );
}
