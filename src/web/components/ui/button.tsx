import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

const ACTION = 'whitespace-nowrap rounded-lg disabled:opacity-55 cursor-pointer';
const OUTLINE = `${ACTION} border bg-white shadow-xs`;
// Full contrast, not a faded button; small type fits 375 px, and Arabic at 320 px wraps.
const STATUS =
  'rounded-full border disabled:opacity-100 cursor-default h-auto min-h-11 sm:h-10 sm:min-h-10 whitespace-normal gap-1.5 px-2 py-1.5 text-xs sm:px-4 sm:text-sm text-center';

// Call sites name a variant here rather than override classes (docs/ui.md).
export const buttonVariants = cva(
  'inline-flex items-center justify-center font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: `${ACTION} bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover`,
        destructive: `${ACTION} bg-destructive text-white shadow-sm hover:bg-destructive-hover`,
        outline: `${OUTLINE} border-slate-300 text-slate-800 hover:bg-slate-50`,
        outlineDestructive: `${OUTLINE} border-slate-300 text-destructive hover:bg-slate-50`,
        outlineStrong: `${OUTLINE} border-slate-300 text-slate-900 hover:bg-slate-50`,
        outlineDanger: `${OUTLINE} border-red-300 text-red-700 hover:bg-red-50`,
        secondary: `${ACTION} bg-primary-soft text-primary hover:bg-indigo-100`,
        ghost: `${ACTION} text-slate-700 hover:bg-slate-100`,
        ghostDestructive: `${ACTION} text-destructive hover:bg-red-50`,
        link: `${ACTION} text-primary underline-offset-4 hover:underline min-h-11 sm:min-h-6`,
        whatsapp: `${ACTION} bg-emerald-700 text-white shadow-sm hover:bg-emerald-800`,
        chip: 'rounded-full whitespace-normal disabled:opacity-55 cursor-pointer bg-primary-soft text-primary hover:bg-indigo-100',
        status: `${STATUS} border-slate-300 bg-slate-50 text-slate-800`,
        statusSuccess: `${STATUS} border-emerald-300 bg-emerald-50 text-emerald-900`,
        statusWarning: `${STATUS} border-amber-300 bg-amber-50 text-amber-900`,
      },
      // On phones every button is at least 44 px tall, a thumb's width; elsewhere at least 24.
      size: {
        default: 'h-11 sm:h-10 gap-2 px-4 text-sm',
        sm: 'h-11 sm:h-8 gap-2 px-3 text-sm sm:text-xs',
        smTight: 'h-11 sm:h-8 gap-1.5 px-3 text-sm sm:text-xs',
        narrow: 'h-11 sm:h-10 gap-2 px-3 text-sm',
        smNarrow: 'h-11 sm:h-8 gap-2 px-2 text-sm sm:text-xs',
        chip: 'h-auto min-h-11 sm:h-8 sm:min-h-8 gap-2 px-3 text-sm sm:text-xs',
        lg: 'h-11 gap-2 px-6 text-base',
        icon: 'size-11 sm:size-10 gap-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

const isStatus = (variant: ButtonProps['variant']) => variant?.startsWith('status') ?? false;

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    pending?: boolean;
    pendingLabel?: ReactNode;
  };

/** For a link, use `buttonVariants()`: Radix Slot (`asChild`) would add to /auth's JavaScript. */
export function Button({
  className,
  variant,
  size,
  type = 'button',
  pending = false,
  pendingLabel,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size: isStatus(variant) ? null : size }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
