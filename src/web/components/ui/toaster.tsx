// The primitive and the icons from their own modules, not the packages' indexes: the build then
// sees what the toaster uses and puts it beside the other code /auth loads after its first paint,
// not in the dashboard's chunk (docs/decisions/0072-first-screen-chunks.md).
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import XIcon from 'lucide-react/icons/x';
import * as Toast from 'radix-ui/toast';
import { cn } from '@web/lib/cn.ts';
import { TOAST_DURATION, dismissToast, useToasts } from '@web/lib/toast.ts';

// Toasts: shown 5000 ms, swipe right with a 50 px threshold; the viewport's
// default hotkey F8 focuses the notification area. They sit at the top, where they cover no
// action: a phone's dialogs are bottom sheets with their buttons at the bottom.
export function Toaster({
  closeLabel = 'Close',
  label = 'Notifications ({hotkey})',
}: {
  closeLabel?: string;
  /** The notification area's name; Radix fills in {hotkey} (F8). */
  label?: string;
}) {
  const toasts = useToasts();
  return (
    <Toast.Provider
      label={label}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[state=closed]:opacity-0 transition-opacity',
            t.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          {t.variant === 'destructive' ? (
            <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          ) : (
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          )}
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <XIcon className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 end-0 z-[100] flex w-full flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
