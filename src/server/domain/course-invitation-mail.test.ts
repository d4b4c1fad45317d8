import { describe, expect, it } from 'vitest';
import { courseInvitationMail } from './course-invitation-mail.ts';

const base = {
  to: 'lina@uni.test',
  name: 'Lina Omar',
  course: 'CS 491 — Senior Project',
  origin: 'https://teamup.example',
} as const;

describe('the roster invitation e-mail', () => {
  it('names the course and links to registration, in English', () => {
    const mail = courseInvitationMail({ ...base, gender: 'female', language: 'en' });
    expect(mail.subject).toBe('TeamUp: you are invited to register for CS 491 — Senior Project');
    expect(mail.text).toContain('Hello Lina Omar,');
    expect(mail.text).toContain('https://teamup.example/auth');
  });

  it('speaks to a woman in the feminine in Arabic', () => {
    const female = courseInvitationMail({ ...base, gender: 'female', language: 'ar' });
    const male = courseInvitationMail({ ...base, gender: 'male', language: 'ar' });
    expect(female.text).toContain('سجّلي');
    expect(male.text).toContain('سجّل بعنوان');
  });

  it('keeps a roster name to one line without direction controls', () => {
    const mail = courseInvitationMail({
      ...base,
      name: 'Lina\r\nBcc: x@y.z\u202e',
      gender: 'female',
      language: 'en',
    });
    expect(mail.text.split('\n')[0]).toBe('Hello Lina Bcc: x@y.z,');
  });
});
