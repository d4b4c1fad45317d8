import type { ProfileForm } from '@contract/profile.ts';
import { lazyZodResolver } from '@web/lib/lazy-resolver.ts';

// The contract's profile form schema, loaded after the page paints so zod stays off the first
// render's critical path (as on /auth; see src/web/README.md, "Budgets").
export const profileResolver = lazyZodResolver<ProfileForm>(() =>
  import('@contract/profile.ts').then((m) => m.ProfileFormSchema),
);
