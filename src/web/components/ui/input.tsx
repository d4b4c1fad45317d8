import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

const FIELD_BOX =
  'rounded-lg border border-slate-300 px-3 sm:text-sm shadow-xs placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring focus-visible:border-ring disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-destructive';

/** Each part replaces its default whole: no field has two utilities of one kind (docs/ui.md). */
export interface FieldLook {
  colours?: string;
  width?: string;
  text?: string;
  height?: string;
}

export const fieldClass = ({
  colours = 'bg-white text-slate-900',
  width = 'w-full',
  text = 'text-base',
  height,
}: FieldLook = {}) => cn(FIELD_BOX, colours, width, text, height);

/** An empty field keeps the page's direction, so its placeholder reads in the reader's. */
export const autoDir = (value: unknown) => (value === '' ? undefined : 'auto');

export function Input({
  className,
  look,
  ...props
}: ComponentProps<'input'> & { look?: FieldLook }) {
  return (
    <input
      dir={autoDir(props.value)}
      className={cn(fieldClass({ height: 'h-11 sm:h-10', ...look }), className)}
      {...props}
    />
  );
}
