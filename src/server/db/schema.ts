import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

// A race past the services hits a constraint (docs/decisions/0009).

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
    // docs/decisions/0070-e-mail-through-a-transactional-outbox.md
    emailNotifications: boolean('email_notifications').notNull().default(true),
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    // The university's identity provider's account (docs/rules/accounts.md, "University sign-in").
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_oidc_identity_unique')
      .on(t.oidcIssuer, t.oidcSubject)
      .where(sql`${t.oidcSubject} is not null`),
    check('users_oidc_identity_whole', sql`(${t.oidcIssuer} is null) = (${t.oidcSubject} is null)`),
    // Pending registrations of one e-mail may be several (docs/decisions/0010).
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
    index('users_directory_major_idx')
      .on(t.gender, t.major, t.createdAt, t.id)
      .where(sql`${t.appearInList} and ${t.isVerified}`),
  ],
);

/** docs/decisions/0010-pending-registrations.md */
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

/**
 * A sign-in through the identity provider, from its start to its callback: the browser that
 * started it holds the token whose hash is kept; the callback deletes the row (used once).
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    nextPath: text('next_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // Expired rows are swept at every start: by index, not by reading the table.
  (t) => [index('oidc_logins_expires_idx').on(t.expiresAt)],
);

/** A provider's account with no TeamUp account yet, waiting for the completion form. */
export const oidcSignups = pgTable(
  'oidc_signups',
  {
    tokenHash: text('token_hash').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    nextPath: text('next_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('oidc_signups_expires_idx').on(t.expiresAt)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The asking browser's, so nobody else's guesses count against it (docs/rules/accounts.md).
    browserHash: text('browser_hash'),
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
    // The cookie's id itself is never stored.
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

/** docs/decisions/0011-sign-in-throttling.md */
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
    // The course whose round the idea belongs to (docs/rules/courses.md); its team and members
    // carry the same course, held so by composite foreign keys.
    courseId: uuid('course_id')
      .notNull()
      .references((): AnyPgColumn => courses.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    teamId: text('team_id').notNull(),
    // Team IDs are unique per gender (docs/decisions/0012-team-ids-per-gender.md).
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    tags: text('tags').notNull().default(''),
    requiredMajors: text('required_majors').notNull(),
    requiredSkills: text('required_skills').notNull().default(''),
    allowCrossMajor: boolean('allow_cross_major').notNull().default(false),
    // A new team of a placement: its leader did not write the idea (docs/rules/placement.md).
    formedByCoordinator: boolean('formed_by_coordinator').notNull().default(false),
    kickedMemberIds: text('kicked_member_ids').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    // docs/decisions/0060-team-size-enforced-by-the-database.md
    maxMembers: integer('max_members'),
    createdAt: createdAt(),
    // Lower-cased once so a search runs LIKE, not ILIKE; the newline stops a match spanning both.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${ideas.title} || E'\\n' || ${ideas.description})`),
  },
  (t) => [
    // One idea per user per course (docs/rules/ideas-and-teams.md); team IDs unique within a
    // course and a gender.
    uniqueIndex('ideas_course_creator_unique').on(t.creatorId, t.courseId),
    uniqueIndex('ideas_course_gender_team_id_unique').on(t.courseId, t.gender, t.teamId),
    // Referenced by teams (idea_id, course_id): a team's course is its idea's.
    uniqueIndex('ideas_id_course_unique').on(t.id, t.courseId),
    foreignKey({
      name: 'ideas_creator_gender_fk',
      columns: [t.creatorId, t.gender],
      foreignColumns: [users.id, users.gender],
    }).onDelete('cascade'),
    index('ideas_created_idx').on(t.createdAt, t.id),
    // Browse reads one course newest first: without it a course's page walks every course's
    // newer ideas (docs/performance.md, "Courses").
    index('ideas_course_created_idx').on(t.courseId, t.createdAt, t.id),
    // No fastupdate: ideas are written rarely, and PGlite has no autovacuum to merge its list.
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
    // docs/rules/formation.md, docs/decisions/0062 and 0078
    status: text('status', {
      enum: ['pending', 'accepted', 'rejected', 'withdrawn', 'closed', 'filled', 'lapsed'],
    })
      .notNull()
      .default('pending'),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'applications_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn', 'closed', 'filled', 'lapsed')`,
    ),
    check('applications_message_length', sql`char_length(${t.message}) <= 500`),
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
    ideaId: uuid('idea_id').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references((): AnyPgColumn => courses.id),
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Written only by triggers on team_members (docs/decisions/0060).
    memberCount: integer('member_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('teams_idea_unique').on(t.ideaId),
    uniqueIndex('teams_course_leader_unique').on(t.leaderId, t.courseId),
    // Referenced by team_members (team_id, course_id): a membership's course is its team's.
    uniqueIndex('teams_id_course_unique').on(t.id, t.courseId),
    foreignKey({
      name: 'teams_idea_course_fk',
      columns: [t.ideaId, t.courseId],
      foreignColumns: [ideas.id, ideas.courseId],
    }).onDelete('cascade'),
    index('teams_created_idx').on(t.createdAt, t.id),
    check('teams_member_count_not_negative', sql`${t.memberCount} >= 0`),
  ],
);

/** Team membership as rows: the unique (user, course) index means one team per user per course. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references((): AnyPgColumn => courses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['creator', 'member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // docs/rules/placement.md
    placedByCoordinator: boolean('placed_by_coordinator').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('team_members_course_user_unique').on(t.userId, t.courseId),
    foreignKey({
      name: 'team_members_team_course_fk',
      columns: [t.teamId, t.courseId],
      foreignColumns: [teams.id, teams.courseId],
    }).onDelete('cascade'),
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
    // Null for a notification written before codes whose text matched no template.
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
    // Also looked up by the foreign key's ON DELETE SET NULL: without it, a scan per write.
    index('notifications_application_idx').on(t.applicationId),
  ],
);

/** The target is plain text, not a foreign key, so the record outlives a deleted user. */
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

/** docs/decisions/0070-e-mail-through-a-transactional-outbox.md */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for a course invitation, whose recipient has no account yet.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    courseInvitationId: uuid('course_invitation_id').references(() => courseInvitations.id, {
      onDelete: 'cascade',
    }),
    // A job whose notification is gone or was rewritten is dropped unsent.
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    code: text('code').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    // No foreign key: it may be an idea id, and a dissolved team's idea is gone (email-pace.ts).
    senderId: uuid('sender_id'),
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
    index('email_outbox_notification_idx').on(t.notificationId),
    // Read at every /metrics scrape.
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_course_invitation_idx').on(t.courseInvitationId),
    check(
      'email_outbox_recipient',
      sql`${t.userId} is not null or ${t.courseInvitationId} is not null`,
    ),
  ],
);

/** docs/decisions/0088-placement-proposals-applied-once.md */
export const placementProposals = pgTable(
  'placement_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    targetMin: integer('target_min').notNull(),
    targetMax: integer('target_max').notNull(),
    assignments: jsonb('assignments')
      .$type<Array<{ studentId: string; ideaId: string | null; newTeam?: string | null }>>()
      .notNull(),
    unplaced: jsonb('unplaced').$type<Array<{ studentId: string; reason: string }>>().notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    // What the apply did, for an undo: the students placed where, and the new teams' ideas.
    placed: jsonb('placed').$type<{
      students: Array<{ studentId: string; ideaId: string }>;
      newTeamIdeaIds: string[];
    }>(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('placement_proposals_created_idx').on(t.createdAt),
    check('placement_proposals_target', sql`${t.targetMin} between 1 and ${t.targetMax}`),
  ],
);

/** docs/rules/formation.md: a course's window and target; no row means none saved. */
export const formationSettings = pgTable(
  'formation_settings',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date', precision: 3 }),
    targetMin: integer('target_min').notNull(),
    targetMax: integer('target_max').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'formation_settings_target',
      sql`1 <= ${t.targetMin} and ${t.targetMin} <= ${t.targetMax} and ${t.targetMax} <= 20`,
    ),
  ],
);

/** docs/decisions/0087-lapse-by-a-periodic-check.md */
export const formationReminders = pgTable(
  'formation_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Each course's deadline reminds on its own, the same instant in two courses included.
    courseId: uuid('course_id')
      .notNull()
      .references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    kind: text('kind', { enum: ['without_team', 'applicants_waiting'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.deadline, t.kind] }),
    check('formation_reminders_kind', sql`${t.kind} in ('without_team', 'applicants_waiting')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type IdeaRow = typeof ideas.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** docs/rules/courses.md */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courses_code_unique').on(t.code),
    uniqueIndex('courses_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const courseCoordinators = pgTable(
  'course_coordinators',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_coordinators_user_idx').on(t.userId),
  ],
);

export const courseStudents = pgTable(
  'course_students',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_students_user_idx').on(t.userId),
  ],
);

/** docs/rules/courses.md */
export const courseInvitations = pgTable(
  'course_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    major: text('major').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_invitations_course_email_unique').on(t.courseId, t.email),
    index('course_invitations_email_idx').on(t.email),
    check('course_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    check('course_invitations_gender_check', sql`${t.gender} in ('male', 'female')`),
  ],
);
