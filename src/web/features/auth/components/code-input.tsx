import type { ComponentProps } from 'react';
import { CODE_LENGTH } from '@contract/limits.ts';
import { Input } from '@web/components/ui/input.tsx';
import { cn } from '@web/lib/cn.ts';

export function CodeInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder="000000"
      dir="ltr"
      look={{ text: 'text-lg' }}
      className={cn('text-center font-mono tracking-[0.4em]', className)}
      {...props}
    />
  );
}
