import type { ComponentProps, ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import type { AdminSort } from './admin-sort.ts';

/** Focusable and named for keyboard scrolling (axe); `className` replaces its default sizing. */
function ScrollTable({
  label,
  className = 'w-full min-w-max',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
        <table className={cn('text-start text-sm', className)}>
          <caption className="sr-only">{label}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

/** `widths`: a class per column ('' shares what is left), so long values do not set the widths. */
export function AdminTable({
  label,
  columns,
  emptyText,
  rows,
  className,
  widths,
  sorts = {},
  order,
  onSort,
}: {
  label: string;
  columns: MessageKey[];
  emptyText: ReactNode;
  rows: ReactNode[];
  className?: string;
  widths?: string[];
  sorts?: Partial<Record<MessageKey, string>>;
  order?: AdminSort;
  onSort?: (sort: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={label} className={className}>
      {widths && (
        <colgroup>
          {widths.map((width, i) => (
            <col key={i} className={width || undefined} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr>
          {columns.map((c) => {
            const sort = sorts[c];
            if (!sort || !onSort) return <Th key={c}>{t(c)}</Th>;
            const active = order?.sort === sort ? order.dir : null;
            const Icon =
              active === 'asc' ? ArrowUpIcon : active === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
            return (
              <Th
                key={c}
                aria-sort={
                  active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'
                }
              >
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 uppercase hover:text-slate-900 sm:min-h-8"
                  onClick={() => onSort(sort)}
                >
                  {t(c)}
                  <Icon className="size-3.5 shrink-0" aria-hidden />
                </button>
              </Th>
            );
          })}
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

function Th({ className, ...props }: ComponentProps<'th'>) {
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
