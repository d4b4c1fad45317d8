import { useEffect, type ReactNode } from 'react';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useOnVisible } from '@web/hooks/use-on-visible.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toastError } from '@web/lib/toast.ts';

export interface InfinitePages<T> {
  data?: { pages: Array<{ items: T[] }> };
  isPending: boolean;
  /** TanStack v5 also sets this when a refetch or a next page fails with data already shown. */
  isError: boolean;
  isFetchNextPageError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** Failures never read as emptiness (docs/decisions/0024); pages loaded on scroll are announced. */
export function InfiniteList<T>({
  query,
  errorText,
  errorToast,
  emptyText,
  emptyAction,
  loadingMoreText,
  more,
  className,
  children,
}: {
  query: InfinitePages<T>;
  errorText: string;
  errorToast?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  loadingMoreText?: string;
  more: 'scroll' | 'button';
  className?: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const hasData = query.data !== undefined;
  const failedEmpty = query.isError && !hasData;
  const failedLater = query.isError && hasData;
  const sentinel = useOnVisible<HTMLDivElement>(
    () => void query.fetchNextPage(),
    // A failed next page is not retried by scrolling on: the Retry at the end does it.
    more === 'scroll' && query.hasNextPage && !query.isFetchingNextPage && !failedLater,
  );
  useEffect(() => {
    if (errorToast && query.isError) toastError(errorToast, t('common.error'));
  }, [errorToast, query.isError, t]);
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const live =
    more === 'scroll' ? { 'aria-live': 'polite' as const, 'aria-busy': query.isFetching } : {};
  return (
    <div className={className} {...live}>
      {query.isPending ? (
        <ListLoading label={t('app.loading')} rows={3} className="sm:grid-cols-2 lg:grid-cols-3" />
      ) : failedEmpty ? (
        <ListError text={errorText} onRetry={retry} retrying={query.isFetching} />
      ) : items.length === 0 && emptyText !== undefined ? (
        <Card className="grid justify-items-center gap-4 p-10 text-center text-muted-foreground">
          <p>{emptyText}</p>
          {emptyAction}
        </Card>
      ) : (
        children(items)
      )}
      {more === 'scroll' && <div ref={sentinel} />}
      {failedLater ? (
        <ListError
          compact
          text={t('list.refreshFailed')}
          onRetry={retry}
          retrying={query.isFetching}
        />
      ) : more === 'scroll' ? (
        query.isFetchingNextPage && <ListLoading label={loadingMoreText ?? t('app.loading')} />
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
