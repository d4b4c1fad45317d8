import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

const TONES = {
  default: 'border-slate-200 bg-white',
  warning: 'border-amber-200 bg-amber-50',
  danger: 'border-red-200 bg-red-50',
};

export function Card({
  className,
  tone = 'default',
  ...props
}: ComponentProps<'section'> & { tone?: keyof typeof TONES }) {
  return (
    <section className={cn('rounded-2xl border shadow-sm', TONES[tone], className)} {...props} />
  );
}

/** A column unless `className` lays it out otherwise (it replaces 'flex-col gap-1'). */
export function CardHeader({ className = 'flex-col gap-1', ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
