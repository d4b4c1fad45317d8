import { FILTER_TERM_MAX, FILTER_TERMS_MAX, MAX_BADGES, WHATSAPP_COUNTRY_CODE } from './limits.ts';

export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function searchWords(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}

// Capped as the server caps them: it refuses anything more.
export function capFilterText(value: string, separator: ' ' | ','): string {
  const clean = value.replaceAll('\u0000', '');
  const terms = separator === ' ' ? searchWords(clean) : splitList(clean);
  return terms
    .slice(0, FILTER_TERMS_MAX)
    .map((term) => term.slice(0, FILTER_TERM_MAX).replace(/[\ud800-\udbff]$/, ''))
    .join(separator);
}

export function joinList(items: readonly string[]): string {
  return items
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .join(',');
}

export function preview(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export function badges<T>(items: readonly T[], max: number = MAX_BADGES) {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('05') ? `${WHATSAPP_COUNTRY_CODE}${digits.slice(1)}` : digits;
}

export function whatsappLink(phone: string): string {
  return `https://wa.me/${whatsappNumber(phone)}`;
}
