import { useState } from 'react';

/** A table's order: a column's sort key, or none for the newest first. */
export interface AdminSort {
  sort: string;
  dir: 'asc' | 'desc';
}

/** The order of an admin table: a header click sorts by it, a second click reverses it. */
export function useAdminSort() {
  const [order, setOrder] = useState<AdminSort>({ sort: '', dir: 'asc' });
  const toggle = (sort: string) =>
    setOrder((now) =>
      now.sort === sort ? { sort, dir: now.dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: 'asc' },
    );
  return { order, toggle };
}
