/** Runs `task` over `items` with at most `concurrency` at a time; results keep the input order. */
export async function mapPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Generous limits for tests that send thousands of calls from one address and session. */
export const UNLIMITED_ENV = {
  RATE_LIMIT_API_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000000',
  RATE_LIMIT_SIGNUPS_PER_IP: '1000000',
};

/** The string with each lone surrogate replaced by U+FFFD, so it can be percent-encoded. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
