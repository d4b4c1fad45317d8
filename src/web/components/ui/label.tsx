import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

// A plain <label>: Radix Label only adds double-click selection handling, not worth its bytes
// on /auth.
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label className={cn('text-sm font-medium text-slate-800 select-none', className)} {...props} />
  );
}
