import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

// A plain <label>: Radix Label's double-click handling is not worth its bytes on /auth.
export function Label({
  className,
  weight = 'medium',
  ...props
}: ComponentProps<'label'> & { weight?: 'medium' | 'normal' }) {
  return (
    <label
      className={cn(
        'text-sm text-slate-800 select-none',
        weight === 'normal' ? 'font-normal' : 'font-medium',
        className,
      )}
      {...props}
    />
  );
}
