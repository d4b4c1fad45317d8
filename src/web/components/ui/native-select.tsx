import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';
import { fieldClass, type FieldLook } from './input.tsx';

/** Native: the phone's own picker and no positioning library, so /auth stays small. */
export function NativeSelect({
  className,
  look,
  children,
  ...props
}: ComponentProps<'select'> & { look?: FieldLook }) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldClass({ height: 'h-11 sm:h-10', ...look }),
          'cursor-pointer appearance-none pe-9',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  );
}
