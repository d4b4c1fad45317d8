import type { Gender } from '@contract/fields.ts';
import { arNotifications, arNotificationsFemale } from '@contract/notification-messages-ar.ts';
import {
  NOTIFICATION_MESSAGES,
  isNotificationCode,
  templateParts,
  type NotificationCode,
  type NotificationParams,
} from '@contract/notification-messages.ts';
import type { Language } from '@contract/profile.ts';
import type { Mail } from '../lib/mailer.ts';

// What a notification's e-mail says: the notification's own text in the recipient's language,
// a link to the app and a line on how to stop these e-mails; plain text and simple HTML
// (docs/decisions/0070-e-mail-through-a-transactional-outbox.md).

/**
 * Which notifications are also e-mailed: those that need the reader to act or to look for a
 * team again. The others (somebody joined, the reader's own action confirmed) stay in the app.
 * Every code must be listed here, so a new notification decides whether it is e-mailed.
 */
export const EMAILED: Record<NotificationCode, boolean> = {
  'notification.applied': true, // a new applicant waits for the owner
  'notification.accepted': true, // an invitation waits for the applicant's confirmation
  'notification.invited': true, // an invitation waits for the student's confirmation
  'notification.rejected': true, // declined: look for another team
  'notification.invitationDeclined': true, // the place is free again: the owner may accept another
  'notification.joinedElsewhere': true, // same, the invitee joined another team
  'notification.removedFromTeam': true, // without a team now
  'notification.leaderLeft': true, // team dissolved
  'notification.ideaDeleted': true, // team dissolved
  'notification.ideaRemovedByAdmin': true, // team dissolved
  'notification.leaderDeleted': true, // team dissolved
  'notification.leadershipToYou': true, // the reader now leads the team
  'notification.leadershipChanged': true, // the team has a new leader
  'notification.placedInTeam': true, // the reader has a team now
  'notification.placedInYourTeam': true, // new members to meet
  'notification.memberJoined': false,
  'notification.memberLeft': false,
  'notification.memberDeleted': false,
  'notification.joinedOtherIdea': false, // the reader's own action
  'notification.youJoined': false, // resolved invitations are rewritten, never sent
  'notification.youDeclined': false,
  'notification.invitationWithdrawn': false,
  'notification.invitationGone': false,
  'notification.applicationWithdrawn': false, // never mailed, so apply and withdraw cannot flood an inbox
  'notification.youWithdrew': false,
  'notification.formationClosing': true, // the deadline is near and the reader has no team
  'notification.applicantsWaiting': true, // the deadline is near and applicants wait
  'notification.coordinatorReminder': true, // sent on purpose by a coordinator
  'notification.applicationLapsed': true, // the deadline passed: no team through this idea
  'notification.applicantLapsed': false, // one per applicant: the leader's inbox is spared
  'notification.invitationLapsed': false,
};

const TEMPLATES: Record<Language, Record<NotificationCode, string>> = {
  en: NOTIFICATION_MESSAGES,
  ar: arNotifications,
};

type Chrome = { hello: (name: string) => string; open: string; why: string; profile: string };

const CHROME: Record<Language, Chrome> = {
  en: {
    hello: (name) => `Hello ${name},`,
    open: 'Open TeamUp',
    why: 'You get this e-mail because e-mail notifications are on in your profile. To turn them off, untick "E-mail me about my team" in My Profile:',
    profile: 'My Profile',
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    open: 'افتح TeamUp',
    why: 'وصلك هذا البريد لأن إشعارات البريد الإلكتروني مفعّلة في ملفك الشخصي. لإيقافها ألغِ تحديد «راسلني بالبريد الإلكتروني بشأن فريقي» في ملفي الشخصي:',
    profile: 'ملفي الشخصي',
  },
};

/**
 * The text for the recipient: Arabic speaks to a woman in the feminine (the student a
 * notification names shares her gender), docs/decisions/0084-gendered-arabic.md.
 */
function wordsFor(lang: Language, gender: Gender) {
  if (lang !== 'ar' || gender !== 'female')
    return { chrome: CHROME[lang], templates: TEMPLATES[lang] };
  const chrome: Chrome = {
    ...CHROME.ar,
    open: 'افتحي TeamUp',
    why: 'وصلك هذا البريد لأن إشعارات البريد الإلكتروني مفعّلة في ملفك الشخصي. لإيقافها ألغي تحديد «راسلني بالبريد الإلكتروني بشأن فريقي» في ملفي الشخصي:',
  };
  return { chrome, templates: { ...TEMPLATES.ar, ...arNotificationsFemale } };
}

const SUBJECT_MAX = 150;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One line: user text never breaks a header or the subject's single line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Bidi embeddings, overrides, isolates and marks: typed into a name they could reorder the mail. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const FSI = '\u2068';
const PDI = '\u2069';
const WORD_JOINER = '\u2060';

/** A user's words without bidi controls (every part of the mail). */
const stripBidi = (text: string) => text.replace(BIDI_CONTROLS, '');

/**
 * A user's words where no mail program should show a link the app did not write (every part of
 * the mail: mail programs link addresses in HTML text as they do in plain text): an invisible
 * word joiner after '://' and before each dot between letters or digits keeps a typed address
 * from being linked, while the reader still sees the words as typed.
 */
const defuseLinks = (text: string) =>
  stripBidi(text)
    .replace(/:\/\//g, `://${WORD_JOINER}`)
    .replace(/(?<=[\p{L}\p{N}_-])\.(?=[\p{L}\p{N}])/gu, `${WORD_JOINER}.`);

/**
 * A user's words for the plain text and the subject: defused, and isolated (FSI…PDI) so they
 * keep their own direction and cannot reorder the sentence around them.
 */
const plainUserText = (text: string) => `${FSI}${defuseLinks(text)}${PDI}`;

/** A user's words for the HTML part: defused, escaped, isolated by <bdi>. */
const htmlUserText = (text: string) => `<bdi>${escapeHtml(defuseLinks(text))}</bdi>`;

export interface NotificationMailInput {
  to: string;
  name: string;
  language: Language;
  /** The recipient's gender: Arabic addresses them in it. */
  gender: Gender;
  code: string;
  params: NotificationParams;
  /** The app's public origin (APP_ORIGIN or the printed address). */
  origin: string;
}

/** The e-mail of one notification, or null for a code this version does not know. */
export function notificationMail(input: NotificationMailInput): Mail | null {
  if (!isNotificationCode(input.code)) return null;
  const lang = input.language;
  const { chrome, templates } = wordsFor(lang, input.gender);
  const params = Object.fromEntries(
    Object.entries(input.params).map(([key, value]) => [key, stripBidi(value)]),
  );
  const name = stripBidi(input.name);
  const parts = templateParts(templates[input.code], params);
  const sentence = parts.map((p) => ('text' in p ? p.text : plainUserText(p.value))).join('');
  // The users' own words keep their own direction inside the other language's sentence.
  const sentenceHtml = parts
    .map((p) => ('text' in p ? escapeHtml(p.text) : htmlUserText(p.value)))
    .join('');
  const appUrl = `${input.origin}/dashboard`;
  const profileUrl = `${input.origin}/profile`;
  const subject = oneLine(`TeamUp: ${sentence}`);
  const text = [
    chrome.hello(plainUserText(oneLine(name))),
    '',
    sentence,
    '',
    `${chrome.open}: ${appUrl}`,
    '',
    '--',
    chrome.why,
    profileUrl,
    '',
  ].join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    `<p>${chrome.hello(htmlUserText(oneLine(name)))}</p>`,
    `<p>${sentenceHtml}</p>`,
    `<p><a href="${escapeHtml(appUrl)}" style="display:inline-block;padding:8px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(chrome.open)}</a></p>`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(chrome.why)} <a href="${escapeHtml(profileUrl)}">${escapeHtml(chrome.profile)}</a></p>`,
    '</body></html>',
  ].join('\n');
  // Cut by code points, so a cut never splits a character.
  const chars = [...subject];
  return {
    to: input.to,
    subject: chars.length > SUBJECT_MAX ? `${chars.slice(0, SUBJECT_MAX - 1).join('')}…` : subject,
    text,
    html,
  };
}
