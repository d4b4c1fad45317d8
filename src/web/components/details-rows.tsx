import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export function DetailsRows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return rows.map(([label, value]) => <DetailsRow key={label} label={label} value={value} />);
}

export function DetailsRow({
  label,
  value,
  stacked = false,
  className,
  dir,
}: {
  label: string;
  value: ReactNode;
  stacked?: boolean;
  className?: string;
  /** 'auto' for text a student typed (a bio), which takes its own direction. */
  dir?: 'auto';
}) {
  return (
    <div
      className={
        stacked ? 'grid gap-1' : 'grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-2'
      }
    >
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className={cn('min-w-0 wrap-anywhere text-slate-900', className)} dir={dir}>
        {value}
      </dd>
    </div>
  );
}
