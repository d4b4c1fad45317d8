/** The p-th percentile (nearest rank) of `values`, rounded to 0.1; 0 when there are none. */
export function percentileOf(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, rank)]! * 10) / 10;
}
