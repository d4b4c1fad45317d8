import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';
import { Label } from './label.tsx';

/** cell: a table's inline edit, where the column header is the visible label. */
export type FieldLayout = 'stacked' | 'inline' | 'option' | 'cell';

/** The control must carry id={id} and aria-describedby: see `fieldA11y`. */
export function Field({
  id,
  label,
  hint,
  error,
  layout = 'stacked',
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  layout?: FieldLayout;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const inline = layout === 'inline' || layout === 'option';
  const labelElement = (
    <Label
      htmlFor={id}
      weight={layout === 'option' ? 'normal' : 'medium'}
      className={cn(
        layout === 'cell' && 'sr-only',
        // Beside a checkbox the label is its tap target too: 44 px tall on phones, 24 elsewhere.
        inline && 'flex min-h-11 items-center sm:min-h-6',
        labelClassName,
      )}
    >
      {label}
    </Label>
  );
  const notes = (
    <>
      {/* The error takes the hint's place: they say the same thing ('Must be 10 digits…'). */}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className={cn('font-medium text-destructive', layout === 'cell' ? 'text-xs' : 'text-sm')}
        >
          {error}
        </p>
      )}
    </>
  );
  if (inline) {
    return (
      <div
        className={cn(
          'relative flex',
          layout === 'option' ? 'items-center gap-2' : 'items-start gap-3',
          className,
        )}
      >
        {/* As tall as the label's first line, so the checkbox stays level with its text. */}
        <div className="flex min-h-11 shrink-0 items-center sm:min-h-6">{children}</div>
        <div className="grid gap-0.5">
          {labelElement}
          {notes}
        </div>
      </div>
    );
  }
  return (
    <div className={cn('grid', layout === 'cell' ? 'gap-1' : 'gap-1.5', className)}>
      {labelElement}
      {children}
      {notes}
    </div>
  );
}

export function fieldA11y(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
