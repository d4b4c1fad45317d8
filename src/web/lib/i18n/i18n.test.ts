import { describe, expect, it } from 'vitest';
import { MAJORS } from '@contract/majors.ts';
import { MESSAGES } from '@contract/messages.ts';
import { NOTIFICATION_MESSAGES } from '@contract/notification-messages.ts';
import { code } from '@contract/validation.ts';
import { ar } from './ar.ts';
import { arFemale } from './ar-female.ts';
import { enConsole } from './en-console.ts';
import { en } from './en.ts';
import {
  loadLanguage,
  setReaderGender,
  translate,
  translateCode,
  translateValidation,
} from './i18n.ts';

const english: Record<string, string> = {
  ...en,
  ...enConsole,
  ...MESSAGES,
  ...NOTIFICATION_MESSAGES,
};
const arabic: Record<string, string> = ar;

describe('translation table', () => {
  it('has every key in both English and Arabic, none empty, no web key a message code', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys({ ...en, ...enConsole }).filter((k) => k in MESSAGES)).toEqual([]);
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
    expect(translate('validation.teamIdFormat', undefined, 'en')).toBe(
      'Team ID must be in format M001, M002, etc.',
    );
    expect(en['notifications.empty']).toBe('📬 No new notifications');
    expect(en['major.CS']).toBe('Computer Science');
    expect(translate('admin.selfDelete', undefined, 'en')).toBe(
      'You cannot delete your own account',
    );
    expect(Object.keys(en).filter((k) => k.startsWith('major.'))).toHaveLength(MAJORS.length);
  });
});

describe('server messages by code', () => {
  it('writes no English of the contract message table again in the web tables', () => {
    const said = new Set<string>(Object.values(MESSAGES));
    const copies = Object.entries(en).filter(([, text]) => said.has(text));
    expect(copies).toEqual([]);
  });

  it("translates a code with its params, {wait} in the reader's words", async () => {
    expect(translate('auth.loginLocked', { seconds: 120 }, 'en')).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 2 minutes.',
    );
    await loadLanguage('ar');
    expect(translate('auth.loginLocked', { seconds: 120 }, 'ar')).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. يرجى المحاولة مرة أخرى بعد 2 دقيقة.',
    );
    const tooLong = code('validation.tooLong', { field: 'Title', max: 200 });
    expect(translateValidation(tooLong, 'ar')).toBe('يجب ألا يتجاوز Title 200 حرفًا');
    expect(translateValidation(tooLong, 'en')).toBe('Title must be at most 200 characters');
    expect(translateValidation(code('validation.passwordMin'), 'ar')).toBe(
      ar['validation.passwordMin'],
    );
    // A check the schema gave no code (zod's own English) reads as an invalid value.
    expect(translateValidation('Invalid input', 'ar')).toBe(ar['validation.invalidValue']);
  });

  it("writes a deadline in the reader's language and clock, never as the server's ISO text", async () => {
    await loadLanguage('ar');
    const deadline = '2026-11-28T16:11:57.360Z';
    const en = translateCode('formation.closed', { deadline }, 'en')!;
    const ar = translateCode('formation.closed', { deadline }, 'ar')!;
    for (const text of [en, ar]) expect(text).not.toMatch(/\d{4}-\d\d-\d\dT|\{deadline\}/);
    expect(en).toMatch(/^Team formation closed at November (28|29), 2026 at \d+:11 (AM|PM)\. /);
    expect(ar).toMatch(/^أُغلق تشكيل الفرق في (28|29|٢٨|٢٩) نوفمبر/);
  });
});

describe('Arabic in the gender of the person it speaks to or about', () => {
  it('has a feminine form only for Arabic keys that exist, each different, same placeholders', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(arFemale)) {
      expect(arabic[key], key).toBeDefined();
      expect(text, key).not.toBe(arabic[key]);
      expect(names(text ?? ''), key).toEqual(names(arabic[key] ?? ''));
    }
  });

  it("picks the reader's gender, or the gender of the person a text is about", async () => {
    await loadLanguage('ar');
    const apply = (gender?: 'male' | 'female') =>
      translate('myApplications.withdrawConfirm', { title: 'X' }, 'ar', gender);
    expect(apply('female')).toContain('يمكنكِ التقدم مرة أخرى ما لم تسحبي');
    expect(apply('male')).toContain('يمكنك التقدم مرة أخرى ما لم تسحب ');
    expect(translate('students.anonymous', undefined, 'ar', 'female')).toBe('طالبة مجهولة الاسم');
    expect(translate('students.anonymous', undefined, 'ar', 'male')).toBe('طالب مجهول الاسم');
    // Before sign-in the reader is unknown: the masculine, which the /auth texts avoid needing.
    expect(apply(undefined)).toBe(apply('male'));
    // A key without a feminine form reads the same to everyone; English never changes.
    expect(translate('nav.logout', undefined, 'ar', 'female')).toBe(ar['nav.logout']);
    expect(translate('common.you', undefined, 'en', 'female')).toBe(en['common.you']);

    setReaderGender('female');
    expect(translate('notification.memberLeft', { name: 'سارة', ideaTitle: 'قارب' }, 'ar')).toBe(
      'غادرت سارة فريقك في «قارب».',
    );
    expect(translateCode('teams.noTeam', undefined, 'ar')).toBe('أنتِ لستِ في فريق');
    // An admin's screen speaks of a man in the masculine whatever the admin's gender.
    expect(translate('admin.makeAdmin', undefined, 'ar', 'male')).toBe('تعيينه مشرفًا');
    setReaderGender('male');
    expect(translate('notification.memberLeft', { name: 'سامي', ideaTitle: 'قارب' }, 'ar')).toBe(
      'غادر سامي فريقك في «قارب».',
    );
    expect(translate('admin.makeAdmin', undefined, 'ar', 'female')).toBe('تعيينها مشرفة');
    setReaderGender(undefined);
  });
});
