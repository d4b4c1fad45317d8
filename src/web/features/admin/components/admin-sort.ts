import { useState } from 'react';

export interface AdminSort {
  sort: string;
  dir: 'asc' | 'desc';
}

export function useAdminSort() {
  const [order, setOrder] = useState<AdminSort>({ sort: '', dir: 'asc' });
  const toggle = (sort: string) =>
    setOrder((now) =>
      now.sort === sort ? { sort, dir: now.dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: 'asc' },
    );
  return { order, toggle };
}
