import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive-hover',
        outline: 'border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50',
        secondary: 'bg-primary-soft text-primary hover:bg-indigo-100',
        ghost: 'text-slate-700 hover:bg-slate-100',
        link: 'text-primary underline-offset-4 hover:underline px-0 h-auto min-h-11 sm:min-h-6',
        // A state shown where an action would be ('Your Idea', 'Applied - Pending'): a pill at
        // full contrast, not a faded button.
        status:
          'rounded-full border border-slate-300 bg-slate-50 text-slate-800 disabled:opacity-100 cursor-default',
      },
      // On phones every button is at least 44 px tall, a thumb's width; elsewhere at least 24.
      size: {
        default: 'h-11 sm:h-10 px-4',
        sm: 'h-11 sm:h-8 px-3 text-sm sm:text-xs',
        lg: 'h-11 px-6 text-base',
        icon: 'size-11 sm:size-10',
      },
    },
    compoundVariants: [
      // A state stands in half a phone's card: small type keeps 'Applied - Pending' on one line
      // at 375 px, and longer words (Arabic at 320 px) grow a line rather than spill.
      {
        variant: 'status',
        className:
          'h-auto min-h-11 sm:min-h-10 whitespace-normal gap-1.5 px-2 py-1.5 text-xs sm:px-4 sm:text-sm text-center',
      },
    ],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * A change this button sent is on its way (the mutation's `isPending`): the button is
     * disabled, marked busy, and reads `pendingLabel` ('Saving...') instead of its label.
     */
    pending?: boolean;
    pendingLabel?: ReactNode;
  };

/**
 * A button. For a link that looks like a button, put `buttonVariants()` on the link (no
 * `asChild`: Radix Slot would add to every screen's JavaScript, /auth included).
 */
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
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
