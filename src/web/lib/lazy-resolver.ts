import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a contract schema that is loaded on demand. The contract's
 * schemas pull in zod (about 40 KB gzip), which would otherwise sit on /auth's critical path
 * (the /auth JavaScript budget, docs/decisions/0005-lazy-zod-under-a-strict-csp.md); forms call
 * `preload()` when they mount, so validation never waits in practice.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  load: () => Promise<ZodType<TOutput, TInput>>,
) {
  let cached: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (cached ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    ));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get() };
}
