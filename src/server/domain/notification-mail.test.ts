import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './email-outbox.ts';
import { notificationMail } from './notification-mail.ts';

const base = {
  to: 'owner@uni.test',
  name: 'Owner',
  language: 'en' as const,
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
      "TeamUp: <script>x</script> applied to join 'Line one Bcc: evil@x.test 'a&b''.",
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
