import type { ApplyForm } from '@contract/applications.ts';
import { lazyZodResolver } from '@web/lib/lazy-resolver.ts';

// The apply sheet's schema, loaded when the sheet first opens: zod stays off Browse Ideas' first
// render (docs/decisions/0005-lazy-zod-under-a-strict-csp.md).
export const applyResolver = lazyZodResolver<ApplyForm>(() =>
  import('@contract/applications.ts').then((m) => m.ApplyFormSchema),
);
