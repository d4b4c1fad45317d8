// The product's business constants plus the limits it leaves open, chosen once here
// (docs/rules/limits.md).
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
// An application's motivation (docs/rules/ideas-and-teams.md).
export const APPLICATION_MESSAGE_MAX = 500;
// A team's size limit, the leader included; no limit when none is set.
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 20;
// Filters take any text up to 10 KB (bound, never part of the SQL); longer ones get 400.
export const FILTER_MAX = 10 * 1024;
// Each term of a filter becomes a condition of its own in the list query: a filter of thousands
// of terms would tie the database up, so their number and length are capped (400 past either).
export const FILTER_TERMS_MAX = 20;
export const FILTER_TERM_MAX = 64;

// Pagination of list calls (docs/decisions/0004-keyset-pagination-cursor-in-a-header.md): limit and
// cursor, next cursor in X-Next-Cursor.
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
// The page the web client's Browse Ideas and Browse Students screens load at a time (the next
// one as the list is scrolled); the bench loads the same pages.
export const BROWSE_PAGE_SIZE = 12;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
// GET /api/notifications: how many of the user's notifications are unread, all pages counted.
export const UNREAD_COUNT_HEADER = 'x-unread-count';

// Codes (docs/rules/accounts.md).
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** Seconds between two code e-mails to one mailbox; the screens count down to the next resend. */
export const CODE_RESEND_SECONDS = 60;
