import type { ReactNode } from 'react';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog.tsx';
import { Button } from './ui/button.tsx';

interface ConfirmDialogProps {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  children?: ReactNode;
  moreActions?: ReactNode;
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
  moreActions,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </AlertDialogDescription>
        {children}
        <AlertDialogFooter className="flex-wrap">
          <AlertDialogCancel>{cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
          {moreActions}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** `ariaLabel` names the record the button acts on. */
export function ConfirmButton({
  icon,
  label,
  ariaLabel,
  disabled = false,
  pending,
  pendingLabel,
  variant = 'outlineDestructive',
  ...dialog
}: Omit<ConfirmDialogProps, 'trigger' | 'confirmLabel'> & {
  icon: ReactNode;
  label: string;
  ariaLabel: string;
  disabled?: boolean;
  pending: boolean;
  pendingLabel: string;
  variant?: 'outlineDestructive' | 'outlineStrong';
}) {
  const trigger = (
    <Button
      variant={variant}
      size="sm"
      disabled={disabled}
      pending={pending}
      pendingLabel={pendingLabel}
      aria-label={ariaLabel}
    >
      {icon}
      {label}
    </Button>
  );
  return <ConfirmDialog {...dialog} trigger={trigger} confirmLabel={label} />;
}
