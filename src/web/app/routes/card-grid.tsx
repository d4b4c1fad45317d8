import type { ReactNode } from 'react';
import { InfiniteList, type InfinitePages } from '@web/components/infinite-list.tsx';

/** A browse page's results: cards in a grid, the next page loaded on scroll; see InfiniteList. */
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
