import type { ReactNode } from 'react';
import { InfiniteList, type InfinitePages } from '@web/components/infinite-list.tsx';

/** '+' when the server has more: pages are read by cursor, so the total is not known. */
export function resultCount(query: InfinitePages<unknown>): string | undefined {
  if (!query.data || (query.isError && !query.isFetchNextPageError)) return undefined;
  const loaded = query.data.pages.reduce((n, page) => n + page.items.length, 0);
  return query.hasNextPage ? `${loaded}+` : String(loaded);
}

export function CardGrid<T>({
  query,
  keyOf,
  errorText,
  errorToast,
  emptyText,
  emptyAction,
  loadingMoreText,
  children,
}: {
  query: InfinitePages<T>;
  keyOf: (item: T) => string;
  errorText: string;
  errorToast: string;
  emptyText: string;
  emptyAction?: ReactNode;
  loadingMoreText: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <InfiniteList
      query={query}
      more="scroll"
      className="mt-6"
      errorText={errorText}
      errorToast={errorToast}
      emptyText={emptyText}
      emptyAction={emptyAction}
      loadingMoreText={loadingMoreText}
    >
      {(list) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}
