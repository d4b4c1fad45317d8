import { FILTER_TERM_MAX, FILTER_TERMS_MAX, MAX_BADGES, WHATSAPP_COUNTRY_CODE } from './limits.ts';

/** Splits the spec's comma-separated text fields (skills, tags, majors) into trimmed items. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The white-space separated words of a keyword search. */
export function searchWords(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}

/**
 * What a filter input sends: its first FILTER_TERMS_MAX terms (words for ' ', items for ','),
 * each cut to FILTER_TERM_MAX characters, without NUL; the server refuses anything more.
 */
export function capFilterText(value: string, separator: ' ' | ','): string {
  const clean = value.replaceAll('\u0000', '');
  const terms = separator === ' ' ? searchWords(clean) : splitList(clean);
  return terms
    .slice(0, FILTER_TERMS_MAX)
    .map((term) => term.slice(0, FILTER_TERM_MAX).replace(/[\ud800-\udbff]$/, ''))
    .join(separator);
}

/** Joins items back into the spec's comma-separated form. */
export function joinList(items: readonly string[]): string {
  return items
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .join(',');
}

/** Cuts text for a preview: the first `max` characters plus an ellipsis when longer. */
export function preview(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Up to MAX_BADGES items and how many more there are ('+N more'). */
export function badges<T>(items: readonly T[], max: number = MAX_BADGES) {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** A phone starting with 05 becomes 966 followed by the rest without the zero (WhatsApp links). */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('05') ? `${WHATSAPP_COUNTRY_CODE}${digits.slice(1)}` : digits;
}

export function whatsappLink(phone: string): string {
  return `https://wa.me/${whatsappNumber(phone)}`;
}
