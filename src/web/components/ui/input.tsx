import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring focus-visible:border-ring disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-destructive';

/**
 * What a student types takes its own direction (an English skill in the Arabic interface); an
 * empty field keeps the page's, so its placeholder reads in the reader's direction.
 */
export const autoDir = (value: unknown) => (value === '' ? undefined : 'auto');

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      dir={autoDir(props.value)}
      className={cn(fieldClass, 'h-11 sm:h-10', className)}
      {...props}
    />
  );
}
