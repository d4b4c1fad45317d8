import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatSince } from './format.ts';

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

  it('writes English dates as en-US does, in every month and near midnight', () => {
    const enUS = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    for (let month = 0; month < 12; month++) {
      for (const when of [new Date(2026, month, 1), new Date(2027, month, 28, 23, 59, 59)]) {
        expect(formatDate(when, 'en')).toBe(enUS.format(when));
        expect(formatDate(when.toISOString(), 'en')).toBe(enUS.format(when));
      }
    }
  });
});

describe('formatCount', () => {
  it('writes counts as en-US and Arabic do', () => {
    for (const n of [0, 1, 7, 42, 99, 100, 999, 1000, 12345, 1.5]) {
      expect(formatCount(n, 'en')).toBe(n.toLocaleString('en-US'));
      expect(formatCount(n, 'ar')).toBe(n.toLocaleString('ar'));
    }
  });
});

describe('formatSince', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in the largest whole unit, in the reader language', () => {
    expect(formatSince(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatSince(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatSince(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatSince(ago(5 * 60), 'ar', now)).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-5, 'minute'),
    );
    expect(formatSince(ago(5 * 60), 'ar', now)).toContain('دقائق');
  });

  it('reads a moment ago as now, and a clock ahead of the reader as now too', () => {
    expect(formatSince(ago(0), 'en', now)).toBe('now');
    expect(formatSince(ago(-30), 'en', now)).toBe('now');
    expect(formatSince('not a date', 'en', now)).toBe('');
  });
});
