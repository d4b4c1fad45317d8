import type { AdminUserEdit, AdminUserEditInput } from '@contract/admin.ts';
import { lazyZodResolver } from '@web/lib/lazy-resolver.ts';

// The edit schema (and zod with it) loads when the console mounts, not on its first render.
export const userEditResolver = lazyZodResolver<AdminUserEditInput, AdminUserEdit>(() =>
  import('@contract/admin.ts').then((m) => m.AdminUserEditSchema),
);
