import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';
import { autoDir, fieldClass } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      dir={autoDir(props.value)}
      className={cn(fieldClass(), 'min-h-24 py-2', className)}
      {...props}
    />
  );
}
