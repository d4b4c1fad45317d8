import { Loader2Icon } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { SlowNotice } from './slow-notice.tsx';

/** A skeleton, so loading is not taken for an empty or failed list and the page does not jump. */
export function ListLoading({
  label,
  rows = 0,
  className,
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  if (rows > 0) {
    return (
      <div role="status" aria-live="polite">
        <div data-testid="list-skeleton" className={cn('grid gap-3', className)}>
          <span className="sr-only">{label}</span>
          {Array.from({ length: rows }, (_, i) => (
            <div
              key={i}
              aria-hidden
              className="h-24 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none"
            />
          ))}
        </div>
        <SlowNotice />
      </div>
    );
  }
  return (
    <p
      className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
      role="status"
    >
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      {label}
    </p>
  );
}
