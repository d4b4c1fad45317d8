import { describe, expect, it } from 'vitest';
import { badges, joinList, preview, splitList, whatsappLink, whatsappNumber } from './text.ts';

describe('whatsapp links (spec section 7)', () => {
  it('turns 05XXXXXXXX into 9665XXXXXXXX', () => {
    expect(whatsappNumber('0551234567')).toBe('966551234567');
    expect(whatsappLink('0551234567')).toBe('https://wa.me/966551234567');
  });
  it('leaves other numbers as digits', () => {
    expect(whatsappNumber('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('previews (spec section 9)', () => {
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
