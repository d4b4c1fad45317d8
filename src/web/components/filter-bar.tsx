import { SearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';
import { Card } from './ui/card.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** What a page gives its filters: their values and where a change goes. */
export interface FilterProps<F> {
  value: F;
  onChange: (next: F) => void;
}

/**
 * The filters above a browse page's cards; `className` sets the grid's columns. The children get
 * `set`, which changes some filters and keeps the rest.
 */
export function FilterBar<F>({
  value,
  onChange,
  label,
  className,
  children,
}: FilterProps<F> & {
  label: string;
  className: string;
  children: (set: (patch: Partial<F>) => void) => ReactNode;
}) {
  const set = (patch: Partial<F>) => onChange({ ...value, ...patch });
  return (
    <Card className="p-4" aria-label={label}>
      <div className={cn('grid gap-3', className)}>{children(set)}</div>
    </Card>
  );
}

/**
 * One text filter of a FilterBar: its label and the input; `search` makes it a search box (with
 * the browser's clear button), `icon` puts a magnifier in it.
 */
export function TextFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
  search = false,
  icon = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (text: string) => void;
  search?: boolean;
  icon?: boolean;
}) {
  const input = (
    <Input
      id={id}
      type={search ? 'search' : undefined}
      className={icon ? 'ps-9' : undefined}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {icon ? (
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          {input}
        </div>
      ) : (
        input
      )}
    </div>
  );
}
