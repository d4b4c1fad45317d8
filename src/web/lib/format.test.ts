import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('writes a date as each language does, the same on every call', () => {
    const when = '2026-03-05T10:00:00.000Z';
    expect(formatDate(when, 'en')).toBe('Mar 5, 2026');
    expect(formatDate(when, 'en')).toBe(formatDate(new Date(when), 'en'));
    expect(formatDate(when, 'ar')).toBe(
      new Date(when).toLocaleDateString('ar', { year: 'numeric', month: 'short', day: 'numeric' }),
    );
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
