import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '@web/hooks/use-media-query.ts';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

export interface FilterProps<F> {
  value: F;
  onChange: (next: F) => void;
  /** The phone's Filters sheet, when the page keeps it (in the URL); else the bar's own state. */
  sheet?: { open: boolean; onOpenChange: (open: boolean) => void };
}

export interface ActiveFilter<F> {
  key: keyof F;
  label: string;
  text: string;
}

/** Fields beyond search sit in a sheet on a phone, so the first card stays above the fold. */
export function FilterBar<F>({
  value,
  onChange,
  empty,
  label,
  className,
  search,
  active,
  summary,
  sheet,
  children,
}: FilterProps<F> & {
  empty: F;
  label: string;
  className: string;
  search: (set: (patch: Partial<F>) => void) => ReactNode;
  active: Array<ActiveFilter<F>>;
  summary?: ReactNode;
  children: (set: (patch: Partial<F>) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 40rem)');
  const [ownSheetOpen, setOwnSheetOpen] = useState(false);
  const sheetOpen = sheet?.open ?? ownSheetOpen;
  const setSheetOpen = sheet?.onOpenChange ?? setOwnSheetOpen;
  const set = (patch: Partial<F>) => onChange({ ...value, ...patch });
  const anySet = Object.values(value as object).some(Boolean);
  const clear = () => onChange(empty);

  return (
    <Card className="grid gap-3 p-3 sm:p-4" role="search" aria-label={label}>
      {wide ? (
        <div className={cn('grid gap-3', className)}>
          {search(set)}
          {children(set)}
        </div>
      ) : (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">{search(set)}</div>
          <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
            <Button
              variant="outline"
              size="narrow"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              className="shrink-0"
            >
              <SlidersHorizontalIcon aria-hidden />
              {t('browse.filters')}
              {active.length > 0 && (
                // Read as 'Filters (2)'; the name keeps the visible text (WCAG label in name).
                <span className="inline-block min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 text-primary-foreground">
                  <span className="sr-only"> (</span>
                  {active.length}
                  <span className="sr-only">)</span>
                </span>
              )}
            </Button>
            <DialogContent closeLabel={t('common.close')} aria-describedby={undefined}>
              <DialogHeader>
                <DialogTitle>{t('browse.filters')}</DialogTitle>
              </DialogHeader>
              <div className="grid gap-4">{children(set)}</div>
              <DialogFooter>
                {anySet && (
                  <Button variant="outline" onClick={clear}>
                    {t('browse.clearFilters')}
                  </Button>
                )}
                <Button onClick={() => setSheetOpen(false)}>{t('browse.showResults')}</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </div>
      )}
      {(active.length > 0 || anySet || summary) && (
        <div className="flex flex-wrap items-center gap-2">
          {active.length > 0 && (
            <ul className="contents" aria-label={t('browse.activeFilters')}>
              {active.map((f) => (
                <li key={String(f.key)} className="min-w-0">
                  <Button
                    variant="chip"
                    size="chip"
                    className="max-w-full"
                    aria-label={t('browse.removeFilter', { filter: `${f.label}: ${f.text}` })}
                    onClick={() => set({ [f.key]: '' } as Partial<F>)}
                  >
                    <span className="min-w-0 text-start wrap-anywhere">
                      {f.label}: <bdi>{f.text}</bdi>
                    </span>
                    <XIcon aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {anySet && (
            <Button variant="ghost" size="sm" onClick={clear}>
              {t('browse.clearFilters')}
            </Button>
          )}
          {summary && (
            <p className="ms-auto text-sm text-muted-foreground" role="status">
              {summary}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

export function TextFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
  search = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (text: string) => void;
  search?: boolean;
}) {
  const input = (
    <Input
      id={id}
      type={search ? 'search' : undefined}
      className={search ? 'ps-9' : undefined}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={search ? 'max-sm:sr-only' : undefined}>
        {label}
      </Label>
      {search ? (
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
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
