import type { Gender } from '@contract/fields.ts';
import type { Language } from '@contract/profile.ts';
import type { Mail } from '../lib/mailer.ts';

// The e-mail a roster sends an address with no account: register with it to join the course
// (docs/rules/courses.md). Plain text; the words from the roster kept on one line.

const oneLine = (text: string) =>
  text.replace(/[\s\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();

const WORDS: Record<Language, (v: { name: string; course: string; url: string }) => Mail['text']> =
  {
    en: ({ name, course, url }) =>
      `Hello ${name},\n\nYou are on the roster of ${course} in TeamUp, where its project teams are formed. Register with this e-mail address to join it:\n\n${url}\n`,
    ar: ({ name, course, url }) =>
      `مرحبًا ${name}،\n\nاسمك في قائمة طلاب ${course} على TeamUp حيث تتشكل فرق مشاريعه. سجّل بعنوان البريد هذا لتنضم إليه:\n\n${url}\n`,
  };

const FEMALE_AR = ({ name, course, url }: { name: string; course: string; url: string }) =>
  `مرحبًا ${name}،\n\nاسمكِ في قائمة طالبات ${course} على TeamUp حيث تتشكل فرق مشاريعه. سجّلي بعنوان البريد هذا لتنضمي إليه:\n\n${url}\n`;

const SUBJECT: Record<Language, string> = {
  en: 'TeamUp: you are invited to register for',
  ar: 'TeamUp: دعوة للتسجيل في',
};

export function courseInvitationMail(input: {
  to: string;
  name: string;
  gender: Gender;
  language: Language;
  course: string;
  origin: string;
}): Mail {
  const values = {
    name: oneLine(input.name),
    course: oneLine(input.course),
    url: `${input.origin}/auth`,
  };
  const words =
    input.language === 'ar' && input.gender === 'female' ? FEMALE_AR : WORDS[input.language];
  return {
    to: input.to,
    subject: `${SUBJECT[input.language]} ${values.course}`.slice(0, 150),
    text: words(values),
  };
}
