import { describe, expect, it } from 'vitest';
import { formatAgo, formatIn, wholeUnit } from './countdown.ts';

const HOUR = 3_600_000;

describe('countdown words', () => {
  it('takes the largest whole unit, never less than a minute', () => {
    expect(wholeUnit(50 * HOUR)).toEqual({ value: 2, unit: 'day' });
    expect(wholeUnit(5 * HOUR + 59 * 60_000)).toEqual({ value: 5, unit: 'hour' });
    expect(wholeUnit(10_000)).toEqual({ value: 1, unit: 'minute' });
  });

  it('reads in English and in Arabic with its plural forms', () => {
    expect(formatIn(50 * HOUR, 'en')).toBe('in 2 days');
    expect(formatIn(30 * HOUR, 'en')).toBe('in 1 day');
    expect(formatIn(50 * HOUR, 'ar')).toBe('خلال يومين');
    expect(formatIn(24 * 3 * HOUR, 'ar')).toBe('خلال 3 أيام');
    expect(formatIn(24 * 11 * HOUR, 'ar')).toBe('خلال 11 يومًا');
    expect(formatAgo(3 * HOUR, 'en')).toBe('3 hours ago');
  });
});
