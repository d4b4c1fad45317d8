import type { Language } from './i18n/i18n.ts';

// English is written without Intl: a page's first Intl formatter starts ICU, 30 to 80 ms of one
// task on the dashboard's first render, four times that on a phone
// (docs/decisions/0113-dashboard-first-render-without-waste.md). Arabic needs ICU for its
// digits and month names.

/** en-US's short month names, as its `month: 'short'` writes them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

/** A date as the user's language writes it ('Mar 5, 2026' in English), in local time. */
export function formatDate(value: string | Date, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'en') return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  return dateFormat(lang).format(date);
}

const countFormats = new Map<Language, Intl.NumberFormat>();

/** A count as the user's language writes its digits (Arabic-Indic in Arabic). */
export function formatCount(value: number, lang: Language): string {
  // Below a thousand en-US writes an integer's plain digits.
  if (lang === 'en' && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  let format = countFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'ar' ? 'ar' : 'en-US');
    countFormats.set(lang, format);
  }
  return format.format(value);
}
