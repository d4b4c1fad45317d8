import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_MAX } from '@contract/limits.ts';
import { apiGetPage } from '@web/lib/api.ts';

/**
 * An admin list (GET /api/admin/users, /ideas, /teams): pages of up to PAGE_MAX rows, the next
 * cursor in X-Next-Cursor. Requested only when the profile says admin, hence `enabled`.
 */
export function adminListOptions<T>(key: readonly string[], enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_MAX) });
      if (pageParam) params.set('cursor', pageParam);
      return apiGetPage<T>(`${key.join('/')}?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
