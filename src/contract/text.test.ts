import { describe, expect, it } from 'vitest';
import { FILTER_TERM_MAX, FILTER_TERMS_MAX } from './limits.ts';
import {
  badges,
  capFilterText,
  joinList,
  preview,
  splitList,
  whatsappLink,
  whatsappNumber,
} from './text.ts';

describe('whatsapp links', () => {
  it('turns 05XXXXXXXX into 9665XXXXXXXX', () => {
    expect(whatsappNumber('0551234567')).toBe('966551234567');
    expect(whatsappLink('0551234567')).toBe('https://wa.me/966551234567');
  });
  it('leaves other numbers as digits', () => {
    expect(whatsappNumber('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('previews', () => {
  it('cuts at the limit and adds an ellipsis only when longer', () => {
    expect(preview('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(preview('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}...`);
    expect(preview(null, 30)).toBe('');
  });
  it('shows up to three badges then counts the rest', () => {
    expect(badges(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(badges(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('comma lists', () => {
  it('splits and trims, dropping empty items', () => {
    expect(splitList(' React, Node ,,SQL ')).toEqual(['React', 'Node', 'SQL']);
    expect(splitList('')).toEqual([]);
    expect(joinList(['CS', ' SWE '])).toBe('CS,SWE');
  });
});

describe('capFilterText (what the filter inputs send)', () => {
  it('sends at most 20 terms of at most 64 characters, without NUL', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `s${i}`).join(',');
    expect(capFilterText(many, ',').split(',')).toHaveLength(FILTER_TERMS_MAX);
    expect(capFilterText(` ${'x'.repeat(100)}  y `, ' ')).toBe(`${'x'.repeat(FILTER_TERM_MAX)} y`);
    expect(capFilterText('a\u0000b, ,c', ',')).toBe('ab,c');
    // A cut never leaves half of a surrogate pair behind.
    expect(capFilterText(`${'x'.repeat(63)}😀`, ',')).toBe('x'.repeat(63));
  });
});
