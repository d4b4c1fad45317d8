import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

/**
 * A table that scrolls sideways on a phone: the scrolling region is focusable and named so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
        <table className="w-full min-w-max text-start text-sm">
          <caption className="sr-only">{label}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

/** An admin list as a table: its column headings, its rows, or one row saying it is empty. */
export function AdminTable({
  label,
  columns,
  emptyText,
  rows,
}: {
  label: string;
  columns: MessageKey[];
  emptyText: string;
  rows: ReactNode[];
}) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <Th key={c}>{t(c)}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="p-8 text-center text-muted-foreground">
              {emptyText}
            </td>
          </tr>
        ) : (
          rows
        )}
      </tbody>
    </ScrollTable>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td className={cn('border-b border-slate-100 px-3 py-2.5 align-top', className)} {...props} />
  );
}
