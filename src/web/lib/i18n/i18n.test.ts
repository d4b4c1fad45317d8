import { describe, expect, it } from 'vitest';
import { SELF_DELETE_MESSAGE } from '@contract/admin.ts';
import { MAJORS } from '@contract/majors.ts';
import { MSG } from '@contract/messages.ts';
import { ar } from './ar.ts';
import { arApp } from './ar-app.ts';
import { en } from './en.ts';
import { enApp } from './en-app.ts';

const english: Record<string, string> = { ...en, ...enApp };
const arabic: Record<string, string> = { ...ar, ...arApp };

describe('translation table (issue 5)', () => {
  it('has every key in both English and Arabic, none empty, none in both parts', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(arApp).sort()).toEqual(Object.keys(enApp).sort());
    expect(Object.keys(en).filter((k) => k in enApp)).toEqual([]);
    for (const [key, value] of Object.entries(arabic)) expect(value, key).not.toBe('');
    for (const [key, value] of Object.entries(english)) expect(value, key).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(english)) {
      expect(names(arabic[key] ?? ''), key).toEqual(names(english[key] ?? ''));
    }
  });

  it('uses the spec words in English', () => {
    expect(en['validation.teamIdFormat']).toBe(MSG.teamIdFormat);
    expect(enApp['notifications.empty']).toBe('📬 No new notifications');
    expect(en['major.CS']).toBe('Computer Science');
    expect(enApp['admin.selfDelete']).toBe(SELF_DELETE_MESSAGE);
    expect(Object.keys(en).filter((k) => k.startsWith('major.'))).toHaveLength(MAJORS.length);
  });
});
