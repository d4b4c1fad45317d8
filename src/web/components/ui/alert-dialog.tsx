import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';
import { buttonVariants } from './button.tsx';
import { contentClass, overlayClass, useEscapeOverToasts } from './dialog.tsx';

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

/** `className` is the width from 640 px up, sm:max-w-md unless given. */
export function AlertDialogContent({
  className = 'sm:max-w-md',
  ...props
}: ComponentProps<typeof AlertPrimitive.Content>) {
  const content = useRef<HTMLDivElement>(null);
  useEscapeOverToasts(content);
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={overlayClass} />
      <AlertPrimitive.Content ref={content} className={cn(contentClass, className)} {...props} />
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogTitle({
  className,
  ...props
}: ComponentProps<typeof AlertPrimitive.Title>) {
  return (
    <AlertPrimitive.Title
      className={cn('text-lg font-semibold wrap-anywhere', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertPrimitive.Description>) {
  return (
    <AlertPrimitive.Description
      className={cn('mt-2 text-sm wrap-anywhere text-slate-600', className)}
      {...props}
    />
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertPrimitive.Cancel>) {
  return (
    <AlertPrimitive.Cancel
      data-closes-on-escape
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}

export function AlertDialogAction({
  className,
  variant = 'destructive',
  ...props
}: ComponentProps<typeof AlertPrimitive.Action> & { variant?: 'destructive' | 'default' }) {
  return (
    <AlertPrimitive.Action className={cn(buttonVariants({ variant }), className)} {...props} />
  );
}
