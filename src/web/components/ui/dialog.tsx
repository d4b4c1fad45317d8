import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { cn } from '@web/lib/cn.ts';
import { hasOpenToast } from '@web/lib/toast.ts';

// Radix Dialog traps focus while open and returns it to the trigger on close.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// In dark mode the slate scale turns light (styles.css); the veil stays dark.
export const overlayClass =
  'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] dark:bg-black/60';
export const contentClass =
  'fixed z-50 inset-x-0 bottom-0 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:start-1/2 sm:w-full sm:-translate-y-1/2 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2 sm:rounded-2xl sm:p-6 focus-visible:outline-none';

/** Esc closes the focused dialog over a toast: Radix gives Esc to the newest layer, the toast. */
export function useEscapeOverToasts(content: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const node = content.current;
      if (event.key !== 'Escape' || !hasOpenToast() || !node?.contains(document.activeElement)) {
        return;
      }
      const close = node.querySelector<HTMLElement>('[data-closes-on-escape]');
      if (!close) return;
      // Before the document's listeners, the toast's among them.
      event.stopPropagation();
      // After this key's own handling, so what the close opens (a discard question) stays open.
      setTimeout(() => close.click());
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [content]);
}

/** `className` is the width from 640 px up, sm:max-w-lg unless given. */
export function DialogContent({
  className = 'sm:max-w-lg',
  children,
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  // Dialogs opened from state return focus to their opener; Radix does it only for a Trigger.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  useEscapeOverToasts(content);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        ref={content}
        className={cn(contentClass, className)}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented && opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute end-2 top-2 grid size-11 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 sm:end-3 sm:top-3 sm:size-8"
          aria-label={closeLabel}
          data-closes-on-escape
        >
          <XIcon className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1 pe-10 sm:pe-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold wrap-anywhere text-slate-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm wrap-anywhere text-muted-foreground', className)}
      {...props}
    />
  );
}
