import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** `withTrigger` false: opened only by a link, its state kept in the URL by the page. */
export function DetailsDialog({
  triggerLabel,
  subject,
  triggerProps,
  title,
  titleClassName,
  description,
  className,
  footer,
  open,
  onOpenChange,
  withTrigger = true,
  children,
}: {
  triggerLabel: string;
  subject: string;
  triggerProps?: Pick<ButtonProps, 'variant' | 'size' | 'className'>;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  className?: string;
  footer?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  withTrigger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {withTrigger && (
        <DialogTrigger asChild>
          <Button variant="outline" {...triggerProps} aria-label={`${triggerLabel}: ${subject}`}>
            {triggerLabel}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className={className} closeLabel={t('common.close')}>
        <DialogHeader>
          {/* A title is often what a student typed (an idea's title, a name): its own direction. */}
          <DialogTitle className={titleClassName} dir="auto">
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
