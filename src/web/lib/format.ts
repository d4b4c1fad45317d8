import type { Language } from './i18n/i18n.ts';

// One formatter per language, made once: toLocaleDateString builds a new one on every call,
// which was the dashboard's most expensive function on a phone (measured with Lighthouse).
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function dateFormat(lang: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : 'en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    dateFormats.set(lang, format);
  }
  return format;
}

/** A date as the user's language writes it. */
export function formatDate(value: string | Date, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang).format(date);
}

const countFormats = new Map<Language, Intl.NumberFormat>();

/** A count as the user's language writes its digits (Arabic-Indic in Arabic). */
export function formatCount(value: number, lang: Language): string {
  let format = countFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'ar' ? 'ar' : 'en-US');
    countFormats.set(lang, format);
  }
  return format.format(value);
}
