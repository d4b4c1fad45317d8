import type { Language } from './i18n/i18n.ts';

/** A date as the user's language writes it. */
export function formatDate(value: string | Date, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(lang === 'ar' ? 'ar' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
