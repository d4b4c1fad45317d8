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

// docs/decisions/0070-e-mail-through-a-transactional-outbox.md

/** Those needing the reader to act; every code is listed so a new one decides if it is e-mailed. */
export const EMAILED: Record<NotificationCode, boolean> = {
  'notification.applied': true, // a new applicant waits for the owner
  'notification.accepted': true, // an invitation waits for the applicant's confirmation
  'notification.invited': true, // an invitation waits for the student's confirmation
  'notification.rejected': true, // declined: look for another team
  'notification.teamFilled': true, // closed, the team is full: look for another team
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
  'notification.formedTeamLeader': true, // the reader leads a team and has an idea to write
  'notification.formedTeamMember': true, // the reader has a team now
  'notification.placementUndone': true, // without a team now
  'notification.placementUndoneInYourTeam': false,
  'notification.addedByCoordinator': true, // the reader has a team now
  'notification.addedToYourTeam': true, // a new member to meet
  'notification.removedByCoordinator': true, // without a team now
  'notification.removedFromYourTeam': false,
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
  'notification.coordinatorReminderNote': true, // the same, with the coordinator's own words
  'notification.applicationLapsed': true, // the deadline passed: no team through this idea
  'notification.applicantLapsed': false, // one per applicant: the leader's inbox is spared
  'notification.invitationLapsed': false,
};

const TEMPLATES: Record<Language, Record<NotificationCode, string>> = {
  en: NOTIFICATION_MESSAGES,
  ar: arNotifications,
};

type Chrome = {
  hello: (name: string) => string;
  open: string;
  why: string;
  profile: string;
  digest: (count: number) => string;
  since: string;
};

const CHROME: Record<Language, Chrome> = {
  en: {
    hello: (name) => `Hello ${name},`,
    open: 'Open TeamUp',
    why: 'You get this e-mail because e-mail notifications are on in your profile. To turn them off, untick "E-mail me about my team" in My Profile:',
    profile: 'My Profile',
    digest: (count) => `${count} updates`,
    since: 'Since our last e-mail:',
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    open: 'افتح TeamUp',
    why: 'وصلك هذا البريد لأن إشعارات البريد الإلكتروني مفعّلة في ملفك الشخصي. لإيقافها ألغِ تحديد «راسلني بالبريد الإلكتروني بشأن فريقي» في ملفي الشخصي:',
    profile: 'ملفي الشخصي',
    digest: (count) => `تحديثات جديدة (${count})`,
    since: 'منذ آخر رسالة منا:',
  },
};

/** docs/decisions/0084-gendered-arabic.md */
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

/** User text never breaks a header or the subject's single line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Typed into a name they could reorder the mail. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const FSI = '\u2068';
const PDI = '\u2069';
const WORD_JOINER = '\u2060';

const stripBidi = (text: string) => text.replace(BIDI_CONTROLS, '');

/** So no mail program shows a link the app did not write; lookalike dots and slashes too. */
const defuseLinks = (text: string) =>
  stripBidi(text)
    .replace(/:[/\u2044\u2215\uff0f]{2}/g, `$&${WORD_JOINER}`)
    .replace(
      /(?<=[\p{L}\p{M}\p{N}_-])[.\u3002\uff0e\uff61\u2024](?=[\p{L}\p{N}])/gu,
      `${WORD_JOINER}$&`,
    );

/** Isolated (FSI…PDI) so they cannot reorder the sentence around them. */
const plainUserText = (text: string) => `${FSI}${defuseLinks(text)}${PDI}`;

const htmlUserText = (text: string) => `<bdi>${escapeHtml(defuseLinks(text))}</bdi>`;

export interface Recipient {
  to: string;
  name: string;
  language: Language;
  gender: Gender;
  origin: string;
}

interface Notice {
  code: string;
  params: NotificationParams;
}

export type NotificationMailInput = Recipient & Notice;

function sentenceOf(templates: Record<NotificationCode, string>, notice: Notice) {
  if (!isNotificationCode(notice.code)) return null;
  const params = Object.fromEntries(
    Object.entries(notice.params).map(([key, value]) => [key, stripBidi(value)]),
  );
  const parts = templateParts(templates[notice.code], params);
  return {
    text: parts.map((p) => ('text' in p ? p.text : plainUserText(p.value))).join(''),
    html: parts.map((p) => ('text' in p ? escapeHtml(p.text) : htmlUserText(p.value))).join(''),
  };
}

export function notificationMail(input: NotificationMailInput): Mail | null {
  const { chrome, templates } = wordsFor(input.language, input.gender);
  const sentence = sentenceOf(templates, input);
  if (!sentence) return null;
  return compose(input, chrome, sentence.text, [sentence.text], `<p>${sentence.html}</p>`);
}

export function digestMail(recipient: Recipient, notices: readonly Notice[]): Mail {
  const { chrome, templates } = wordsFor(recipient.language, recipient.gender);
  const sentences = notices.flatMap((notice) => sentenceOf(templates, notice) ?? []);
  const html = `<p>${escapeHtml(chrome.since)}</p>\n<ul>${sentences.map((s) => `<li>${s.html}</li>`).join('')}</ul>`;
  return compose(
    recipient,
    chrome,
    chrome.digest(sentences.length),
    [chrome.since, ...sentences.map((s) => `- ${s.text}`)],
    html,
  );
}

function compose(
  recipient: Recipient,
  chrome: Chrome,
  title: string,
  lines: string[],
  bodyHtml: string,
): Mail {
  const lang = recipient.language;
  const name = stripBidi(recipient.name);
  const appUrl = `${recipient.origin}/dashboard`;
  const profileUrl = `${recipient.origin}/profile`;
  const subject = oneLine(`TeamUp: ${title}`);
  const text = [
    chrome.hello(plainUserText(oneLine(name))),
    '',
    ...lines,
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
    bodyHtml,
    `<p><a href="${escapeHtml(appUrl)}" style="display:inline-block;padding:8px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(chrome.open)}</a></p>`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(chrome.why)} <a href="${escapeHtml(profileUrl)}">${escapeHtml(chrome.profile)}</a></p>`,
    '</body></html>',
  ].join('\n');
  // Cut by code points, so a cut never splits a character.
  const chars = [...subject];
  return {
    to: recipient.to,
    subject: chars.length > SUBJECT_MAX ? `${chars.slice(0, SUBJECT_MAX - 1).join('')}…` : subject,
    text,
    html,
  };
}
