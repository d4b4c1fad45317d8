import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './email-retry.ts';
import { notificationMail } from './notification-mail.ts';

const base = {
  to: 'owner@uni.test',
  name: 'Owner',
  language: 'en' as const,
  gender: 'male' as const,
  code: 'notification.applied',
  origin: 'https://teamup.example.edu',
};

describe('notification e-mails', () => {
  it("escape the users' words in HTML and keep the subject on one line", () => {
    const mail = notificationMail({
      ...base,
      params: { name: '<script>x</script>', ideaTitle: "Line one\nBcc: evil@x.test 'a&b'" },
    })!;
    expect(mail.subject).toBe(
      "TeamUp: \u2068<script>x</script>\u2069 applied to join '\u2068Line one Bcc: evil@x\u2060.test 'a&b'\u2069'.",
    );
    expect(mail.html).toContain('<bdi>&lt;script&gt;x&lt;/script&gt;</bdi>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#39;a&amp;b&#39;');
  });

  it('cut a long subject at 150 characters without splitting a character', () => {
    const mail = notificationMail({
      ...base,
      language: 'ar',
      params: { name: '😀'.repeat(200), ideaTitle: 'x' },
    })!;
    expect([...mail.subject]).toHaveLength(150);
    expect(mail.subject.endsWith('…')).toBe(true);
    expect(mail.subject).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("drop bidi controls from the users' words and isolate each in the subject and plain text", () => {
    const mail = notificationMail({
      ...base,
      name: 'Own\u202eer',
      params: { name: 'Evil \u202Etxt.exe\u202C\u2066x\u2069\u200F', ideaTitle: 'قارب\u200E' },
    })!;
    const isolatedName = '\u2068Evil txt\u2060.exex\u2069';
    expect(mail.subject).toBe(`TeamUp: ${isolatedName} applied to join '\u2068قارب\u2069'.`);
    expect(mail.text).toContain(`Hello \u2068Owner\u2069,`);
    expect(mail.text).toContain(`${isolatedName} applied to join '\u2068قارب\u2069'.`);
    expect(mail.html).toContain('<bdi>Evil txt\u2060.exex</bdi>');
    expect(mail.html).toContain('Hello <bdi>Owner</bdi>,');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066\u2067]/);
    }
  });

  it('keep a link typed into a name or title from becoming a link in every part', () => {
    const mail = notificationMail({
      ...base,
      params: {
        name: 'Reset at https://evil.example/reset now',
        ideaTitle: 'see www.evil.example.com',
      },
    })!;
    const name = '\u2068Reset at https://\u2060evil\u2060.example/reset now\u2069';
    const title = '\u2068see www\u2060.evil\u2060.example\u2060.com\u2069';
    expect(mail.subject).toBe(`TeamUp: ${name} applied to join '${title}'.`);
    expect(mail.text).toContain(`${name} applied to join '${title}'.`);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
    }
    // The app's own links stay whole; the HTML shows the words as typed, escaped, as text.
    expect(mail.text).toContain('Open TeamUp: https://teamup.example.edu/dashboard');
    expect(mail.html).toContain(
      '<bdi>Reset at https://\u2060evil\u2060.example/reset now</bdi> applied to join &#39;<bdi>see www\u2060.evil\u2060.example\u2060.com</bdi>&#39;.',
    );
    expect(mail.html).toContain('href="https://teamup.example.edu/dashboard"');
    expect(mail.html).not.toContain('href="https://evil');
  });

  it('defuse lookalike dots and slashes as the ASCII ones, in every part', () => {
    const dots = ['\u3002', '\uff0e', '\uff61', '\u2024'];
    const slashes = ['\u2044', '\u2215', '\uff0f'];
    const cases = [
      ...dots.map((dot) => [
        `www${dot}evil${dot}example`,
        `www\u2060${dot}evil\u2060${dot}example`,
      ]),
      ...slashes.map((slash) => [`https:${slash}${slash}evil`, `https:${slash}${slash}\u2060evil`]),
      // A combining accent before the dot still reads as a letter to a mail program.
      ['paypale\u0301.com', 'paypale\u0301\u2060.com'],
    ];
    for (const [typed, defused] of cases) {
      const mail = notificationMail({ ...base, params: { name: typed!, ideaTitle: typed! } })!;
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part, typed).toContain(defused);
        expect(part, typed).not.toContain(typed);
      }
    }
  });

  it("keep an applicant's name posing as a password reset from carrying a live link in the HTML", () => {
    const name = 'Sara - reset your TeamUp password at https://teamup-login.evil.example/reset';
    const mail = notificationMail({
      ...base,
      name: 'Owner at owner.example.com',
      params: { name, ideaTitle: 'Boats' },
    })!;
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/https?:\/\/teamup-login/);
      expect(part).not.toContain('teamup-login.evil');
      expect(part).not.toContain('owner.example');
    }
    expect(mail.html).toContain(
      '<bdi>Sara - reset your TeamUp password at https://\u2060teamup-login\u2060.evil\u2060.example/reset</bdi>',
    );
    expect(mail.html).toContain('Hello <bdi>Owner at owner\u2060.example\u2060.com</bdi>,');
  });

  it('speak Arabic to a woman in the feminine and name a teammate in hers; English stays', () => {
    const about = { name: 'سارة', ideaTitle: 'قارب' };
    const to = (gender: 'male' | 'female', language: 'en' | 'ar') =>
      notificationMail({
        ...base,
        gender,
        language,
        code: 'notification.memberLeft',
        params: about,
      })!;
    expect(to('female', 'ar').text).toContain(
      'غادرت \u2068سارة\u2069 فريقك في «\u2068قارب\u2069».',
    );
    expect(to('female', 'ar').text).toContain('افتحي TeamUp');
    expect(to('female', 'ar').text).toContain('لإيقافها ألغي تحديد');
    expect(to('male', 'ar').text).toContain('غادر \u2068سارة\u2069 فريقك في «\u2068قارب\u2069».');
    expect(to('male', 'ar').text).toContain('افتح TeamUp');
    expect(to('female', 'en').text).toBe(to('male', 'en').text);
  });

  it('are not made for a code this version does not know', () => {
    expect(notificationMail({ ...base, code: 'notification.unknown', params: {} })).toBeNull();
  });
});

describe('retry delays', () => {
  it('double from the base after each failure, up to half an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(30 * 60_000);
  });
});
