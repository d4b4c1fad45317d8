import { useEffect, type ReactNode } from 'react';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useOnVisible } from '@web/hooks/use-on-visible.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toastError } from '@web/lib/toast.ts';

/** What the list needs of a TanStack infinite query over keyset pages. */
export interface InfinitePages<T> {
  data?: { pages: Array<{ items: T[] }> };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A list read page by page (X-Next-Cursor): the spinner while the first page loads, the error
 * text (also as a toast with `toastOnError`), the empty text, then the items. The next page
 * loads when the end scrolls into view (`more="scroll"`, announced politely since it happens
 * without a click) or on a 'Load more' button (`more="button"`). Without `emptyText` the
 * children draw the empty state themselves (a table keeps its headings).
 */
export function InfiniteList<T>({
  query,
  errorText,
  emptyText,
  loadingMoreText,
  toastOnError = false,
  more,
  className,
  children,
}: {
  query: InfinitePages<T>;
  errorText: string;
  emptyText?: string;
  loadingMoreText?: string;
  toastOnError?: boolean;
  more: 'scroll' | 'button';
  className?: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const sentinel = useOnVisible<HTMLDivElement>(
    () => void query.fetchNextPage(),
    more === 'scroll' && query.hasNextPage && !query.isFetchingNextPage,
  );
  useEffect(() => {
    if (toastOnError && query.isError) toastError(errorText, t('common.error'));
  }, [toastOnError, query.isError, errorText, t]);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const live =
    more === 'scroll' ? { 'aria-live': 'polite' as const, 'aria-busy': query.isFetching } : {};
  return (
    <div className={className} {...live}>
      {query.isPending ? (
        <ListLoading label={t('app.loading')} />
      ) : query.isError ? (
        <p className="py-12 text-center text-destructive">{errorText}</p>
      ) : items.length === 0 && emptyText !== undefined ? (
        <Card className="p-10 text-center text-muted-foreground">{emptyText}</Card>
      ) : (
        children(items)
      )}
      {more === 'scroll' ? (
        <>
          <div ref={sentinel} />
          {query.isFetchingNextPage && <ListLoading label={loadingMoreText ?? t('app.loading')} />}
        </>
      ) : (
        !query.isPending &&
        !query.isError &&
        query.hasNextPage && (
          <div className="flex justify-center p-3">
            <Button
              variant="outline"
              size="sm"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('app.loading') : t('common.loadMore')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
