import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The product's entities, plus sessions, codes bound to a purpose, rate-limit hits and team
// membership as rows. Invariants live here too: a race that slips past the services must hit a
// constraint (docs/decisions/0009-one-transaction-ordered-locks-and-constraints.md).

// Millisecond precision, as JavaScript dates have: keyset cursors compare created_at exactly.
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased, so the unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    major: text('major').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    bio: text('bio').notNull().default(''),
    skills: text('skills').notNull().default(''),
    isVerified: boolean('is_verified').notNull().default(false),
    appearInList: boolean('appear_in_list').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    showName: boolean('show_name').notNull().default(true),
    showPhone: boolean('show_phone').notNull().default(true),
    // Notifications that need the student are also e-mailed unless this is off
    // (docs/decisions/0070-e-mail-through-a-transactional-outbox.md).
    emailNotifications: boolean('email_notifications').notNull().default(true),
    // The language of the student's e-mails: the web client's language at registration and
    // sign-in, and whenever the student switches language while signed in.
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    // One verified account per e-mail; pending registrations of one e-mail may be several
    // (docs/decisions/0010-pending-registrations.md).
    uniqueIndex('users_verified_email_unique')
      .on(t.email)
      .where(sql`${t.isVerified}`),
    index('users_email_idx').on(t.email),
    // Referenced by ideas (creator_id, gender): an idea's gender is always its creator's.
    uniqueIndex('users_id_gender_unique').on(t.id, t.gender),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('users_language_check', sql`${t.language} in ('en', 'ar')`),
    index('users_directory_idx')
      .on(t.gender, t.createdAt)
      .where(sql`${t.appearInList} and ${t.isVerified}`),
    index('users_created_idx').on(t.createdAt, t.id),
    // The directory filtered by major, newest first, reads only the rows it answers.
    index('users_directory_major_idx')
      .on(t.gender, t.major, t.createdAt, t.id)
      .where(sql`${t.appearInList} and ${t.isVerified}`),
  ],
);

/**
 * The browsers that may verify a pending registration: the one that made it and each one that
 * proved its password since (docs/decisions/0010-pending-registrations.md). Stores the sha256 of
 * the cookie's token; verifying the registration deletes them with the other pending rows.
 */
export const registrationBrowsers = pgTable(
  'registration_browsers',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('registration_browsers_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    // A verification code belongs to one pending registration (docs/decisions/0010).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A reset code belongs to the browser that asked for it: sha256 of its reset cookie's token,
    // so nobody else's guesses count against it (docs/rules/accounts.md).
    browserHash: text('browser_hash'),
    // sha256 of the code: codes are never stored in plain text.
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie's random id; the id itself is never stored.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Browsers that signed in to an account: the per-account cap on failed sign-ins does not slow
 * them (docs/decisions/0011-sign-in-throttling.md). Stores the sha256 of the cookie's token.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/** Events counted by the global rate limits (failed logins, code sends), shared by every server. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    teamId: text('team_id').notNull(),
    // The creator's gender, copied at insert (genders never change): team IDs are unique per
    // gender, so a taken ID never reveals an idea of the other gender
    // (docs/decisions/0012-team-ids-per-gender.md).
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    tags: text('tags').notNull().default(''),
    requiredMajors: text('required_majors').notNull(),
    requiredSkills: text('required_skills').notNull().default(''),
    allowCrossMajor: boolean('allow_cross_major').notNull().default(false),
    kickedMemberIds: text('kicked_member_ids').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    // Team size, the leader included; null is no limit. The database itself keeps a team within
    // it (the trigger in migrations/0008_team_size_and_handover.sql;
    // docs/decisions/0060-team-size-enforced-by-the-database.md).
    maxMembers: integer('max_members'),
    createdAt: createdAt(),
    // The keyword filter's text: title and description lower-cased once when written,
    // so a search runs a plain LIKE instead of ILIKE lower-casing every idea on every call. The
    // newline keeps a match from spanning both (keywords never hold whitespace).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${ideas.title} || E'\\n' || ${ideas.description})`),
  },
  (t) => [
    // One idea per user (docs/rules/ideas-and-teams.md); team IDs unique within a gender.
    uniqueIndex('ideas_creator_unique').on(t.creatorId),
    uniqueIndex('ideas_gender_team_id_unique').on(t.gender, t.teamId),
    foreignKey({
      name: 'ideas_creator_gender_fk',
      columns: [t.creatorId, t.gender],
      foreignColumns: [users.id, users.gender],
    }).onDelete('cascade'),
    index('ideas_created_idx').on(t.createdAt, t.id),
    // Trigram indexes (pg_trgm) for the keyword filter's LIKE '%word%' and the skills and tags
    // filters' ILIKE '%term%'. Without a pending list (fastupdate): ideas are written
    // rarely, and PGlite has no autovacuum to merge one.
    index('ideas_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('ideas_skills_trgm_idx')
      .using('gin', t.requiredSkills.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('ideas_tags_trgm_idx')
      .using('gin', t.tags.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('ideas_team_id_format', sql`${t.teamId} ~ '^M[0-9]{3}$'`),
    check('ideas_max_members_range', sql`${t.maxMembers} between 2 and 20`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'withdrawn': taken back by the applicant; kept so they cannot apply to that idea again
    // (docs/decisions/0062), and never shown in any answer but My Applications' history.
    // 'closed': still open when the applicant joined another team (docs/decisions/0078); never
    // 'rejected', which says an owner turned it down. 'lapsed': still open when the formation
    // deadline came (docs/rules/formation.md).
    status: text('status', {
      enum: ['pending', 'accepted', 'rejected', 'withdrawn', 'closed', 'lapsed'],
    })
      .notNull()
      .default('pending'),
    // The applicant's motivation, shown to the idea's owner; '' when none was given.
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'applications_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn', 'closed', 'lapsed')`,
    ),
    check('applications_message_length', sql`char_length(${t.message}) <= 500`),
    // One open application per (idea, applicant).
    uniqueIndex('applications_open_unique')
      .on(t.ideaId, t.applicantId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('applications_idea_idx').on(t.ideaId, t.status, t.createdAt),
    index('applications_applicant_idx').on(t.applicantId, t.createdAt),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // The team's size, the leader included: written only by triggers on team_members, under
    // the team row's lock (docs/decisions/0064-team-size-stored-beside-the-team.md).
    memberCount: integer('member_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('teams_idea_unique').on(t.ideaId),
    uniqueIndex('teams_leader_unique').on(t.leaderId),
    index('teams_created_idx').on(t.createdAt, t.id),
    check('teams_member_count_not_negative', sql`${t.memberCount} >= 0`),
  ],
);

/** Team membership as rows: the unique user index means one team per user. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['creator', 'member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Placed by a coordinator's proposal rather than joined by the handshake
    // (docs/rules/placement.md); the users export says so.
    placedByCoordinator: boolean('placed_by_coordinator').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('team_members_user_unique').on(t.userId),
    check('team_members_role_check', sql`${t.role} in ('creator', 'member')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    // What the web shows in the reader's language (@contract/notification-messages.ts); null
    // for a notification written before codes whose text matched no template.
    code: text('code'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // Invitations are found by their application (confirm, decline, idea deletion), and the
    // foreign key's ON DELETE SET NULL looks them up too: without it, a scan of every
    // notification per write.
    index('notifications_application_idx').on(t.applicationId),
  ],
);

/**
 * Every admin change, written in the same transaction as the change itself (the security
 * log"). The target is plain text, not a foreign key, so the record outlives a deleted user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetId),
  ],
);

/**
 * The transactional outbox of notification e-mails: a row is written in the transaction that
 * writes its notification, and the worker (src/server/domain/email-outbox.ts) sends it and
 * deletes it; a failed send is retried at `next_attempt_at` with exponential backoff
 * (docs/decisions/0070-e-mail-through-a-transactional-outbox.md).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The recipient: address, name and language are read when the mail is sent; a deleted
    // account's unsent mail goes with it.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The notification it tells of (null for jobs written before it was recorded): a job whose
    // notification is gone or was rewritten (an invitation resolved meanwhile) is dropped unsent.
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    code: text('code').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.nextAttemptAt),
    index('email_outbox_user_idx').on(t.userId),
    // The foreign key's cascade finds a deleted notification's job by it.
    index('email_outbox_notification_idx').on(t.notificationId),
    // The age of the oldest unsent mail, read at every /metrics scrape.
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * A coordinator's proposal for placing the students without a team: what was proposed, kept so
 * it is applied at most once (`applied_at` set by the one call that applies it;
 * docs/decisions/0088-placement-proposals-applied-once.md).
 */
export const placementProposals = pgTable(
  'placement_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    targetMin: integer('target_min').notNull(),
    targetMax: integer('target_max').notNull(),
    assignments: jsonb('assignments')
      .$type<Array<{ studentId: string; ideaId: string }>>()
      .notNull(),
    unplaced: jsonb('unplaced').$type<Array<{ studentId: string; reason: string }>>().notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('placement_proposals_created_idx').on(t.createdAt),
    check('placement_proposals_target', sql`${t.targetMin} between 1 and ${t.targetMax}`),
  ],
);

/**
 * The formation window (docs/rules/formation.md): one row at most (id 1); none means no deadline
 * and the default target.
 */
export const formationSettings = pgTable(
  'formation_settings',
  {
    id: integer('id').primaryKey().default(1),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date', precision: 3 }),
    targetMin: integer('target_min').notNull(),
    targetMax: integer('target_max').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('formation_settings_one_row', sql`${t.id} = 1`),
    check(
      'formation_settings_target',
      sql`1 <= ${t.targetMin} and ${t.targetMin} <= ${t.targetMax} and ${t.targetMax} <= 20`,
    ),
  ],
);

/**
 * The deadline reminders sent: one per (student, deadline, kind), so several servers checking at
 * once send each reminder once, and a moved deadline allows a new one
 * (docs/decisions/0086-formation-reminders-once-per-deadline.md).
 */
export const formationReminders = pgTable(
  'formation_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    kind: text('kind', { enum: ['without_team', 'applicants_waiting'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deadline, t.kind] }),
    check('formation_reminders_kind', sql`${t.kind} in ('without_team', 'applicants_waiting')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type IdeaRow = typeof ideas.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
