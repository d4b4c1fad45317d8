import type { Language } from '@web/lib/i18n/i18n.ts';

// Durations in the reader's language through Intl (its plural forms: Arabic has six).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const locale = (lang: Language) => (lang === 'ar' ? 'ar' : 'en-US');

export function wholeUnit(ms: number): { value: number; unit: 'day' | 'hour' | 'minute' } {
  if (ms >= DAY) return { value: Math.floor(ms / DAY), unit: 'day' };
  if (ms >= HOUR) return { value: Math.floor(ms / HOUR), unit: 'hour' };
  return { value: Math.max(1, Math.ceil(ms / MINUTE)), unit: 'minute' };
}

export function formatIn(ms: number, lang: Language): string {
  const { value, unit } = wholeUnit(ms);
  return new Intl.RelativeTimeFormat(locale(lang), { numeric: 'always' }).format(value, unit);
}

export function formatAgo(ms: number, lang: Language): string {
  const { value, unit } = wholeUnit(ms);
  return new Intl.RelativeTimeFormat(locale(lang), { numeric: 'always' }).format(-value, unit);
}
