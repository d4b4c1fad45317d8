// Per-icon imports keep these out of the dashboard's chunk (docs/decisions/0072).
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import XIcon from 'lucide-react/icons/x';
import * as Toast from 'radix-ui/toast';
import { cn } from '@web/lib/cn.ts';
import { TOAST_DURATION, TOAST_HOTKEY, dismissToast, useToasts } from '@web/lib/toast.ts';

// Top: a phone's dialogs are bottom sheets; on /auth (`lowOnPhones`) the top is the form's heading.
const AT_TOP = 'top-0 pt-[max(1rem,env(safe-area-inset-top))]';
const LOW_ON_PHONES =
  'max-sm:bottom-0 max-sm:pb-[max(1rem,env(safe-area-inset-bottom))] sm:top-0 sm:pt-[max(1rem,env(safe-area-inset-top))]';

export function Toaster({
  closeLabel = 'Close',
  label = 'Notifications (F8)',
  announceLabel = 'Notification',
  lowOnPhones = false,
}: {
  closeLabel?: string;
  label?: string;
  /** The word a screen reader says before each toast's text. */
  announceLabel?: string;
  lowOnPhones?: boolean;
}) {
  const toasts = useToasts();
  return (
    <Toast.Provider
      label={announceLabel}
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
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={label}
        className={cn(
          'fixed end-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm',
          lowOnPhones ? LOW_ON_PHONES : AT_TOP,
        )}
      />
    </Toast.Provider>
  );
}
