import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

const badgeVariants = cva(
  'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 font-medium wrap-anywhere',
  {
    variants: {
      variant: {
        default: 'bg-primary-soft text-primary',
        secondary: 'bg-slate-100 text-slate-700',
        outline: 'border border-slate-300 text-slate-700',
        success: 'bg-emerald-50 text-emerald-700',
        warning: 'bg-amber-50 text-amber-800',
        destructive: 'bg-red-50 text-red-700',
      },
      size: { default: 'text-xs', md: 'text-sm' },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
