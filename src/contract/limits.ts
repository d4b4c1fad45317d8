// docs/rules/limits.md
export const PASSWORD_MIN = 6;
export const CODE_LENGTH = 6;
export const TEAM_ID_MAX = 4;
export const PHONE_LENGTH = 10;
export const WHATSAPP_COUNTRY_CODE = '966';

export const IDEA_DESCRIPTION_PREVIEW = 120;
export const BIO_PREVIEW = 30;
export const SKILL_BADGE_PREVIEW = 15;
export const MAX_BADGES = 3;
export const TUTORIAL_STEPS = 4;

// Not in the spec: upper bounds so that no field can grow without limit.
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const BIO_MAX = 1000;
export const SKILLS_MAX = 500;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const TAGS_MAX = 500;
export const APPLICATION_MESSAGE_MAX = 500;
export const REMINDER_NOTE_MAX = 300;
export const WITHDRAWALS_PER_IDEA_MAX = 3;
export const COURSE_CODE_MAX = 40;
export const COURSE_NAME_MAX = 200;
export const ROSTER_LINES_MAX = 20_000;
// A team's size limit, the leader included; no limit when none is set.
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 20;
export const INVITES_PER_STUDENT_PER_DAY = 3;
export const OPEN_INVITATIONS_MAX = 10;
// Filters take any text up to 10 KB (bound, never part of the SQL); longer ones get 400.
export const FILTER_MAX = 10 * 1024;
// Each term is a condition of its own in the list query, so their number and length are capped.
export const FILTER_TERMS_MAX = 20;
export const FILTER_TERM_MAX = 64;

// docs/decisions/0004-keyset-pagination-cursor-in-a-header.md
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
// The Browse screens load this many at a time; the bench loads the same pages.
export const BROWSE_PAGE_SIZE = 12;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
// Unread notifications, all pages counted.
export const UNREAD_COUNT_HEADER = 'x-unread-count';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** Seconds between two code e-mails to one mailbox; the screens count down to the next resend. */
export const CODE_RESEND_SECONDS = 60;
