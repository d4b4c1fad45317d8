import { createHash } from 'node:crypto';
import { NOTIFICATION_MESSAGES } from '@contract/notification-messages.ts';
import { BATCH_SIZE } from '../src/server/domain/email-outbox.ts';

// The statements of the writes floor (floor-writes-server.ts): the texts the app sends for
// apply, accept and confirm on the happy path, in its order, each named as the app names every
// statement. tests/integration/platform/writes-floor.test.ts checks them against the app's.

const named = (text: string) => ({
  text,
  name: `f${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
});

const USER_COLUMNS = `"id", "email", "password_hash", "name", "major", "phone", "gender", "bio", "skills", "is_verified", "appear_in_list", "is_admin", "show_name", "show_phone", "email_notifications", "language", "created_at"`;
const IDEA_COLUMNS = `"ideas"."id", "ideas"."creator_id", "ideas"."title", "ideas"."description", "ideas"."team_id", "ideas"."tags", "ideas"."required_majors", "ideas"."required_skills", "ideas"."allow_cross_major", "ideas"."kicked_member_ids", "ideas"."is_active", "ideas"."is_hidden", "ideas"."max_members", "ideas"."created_at", coalesce((select "teams"."member_count" from "teams" where "teams"."idea_id" = "ideas"."id"), 0), "users"."name", "users"."major", "users"."gender"`;
const DEADLINE = `(select "formation_settings"."deadline" from "formation_settings"
    where "formation_settings"."id" = 1)`;
const APPLICATION_COLUMNS = `"id", "idea_id", "applicant_id", "status", "message", "created_at", "updated_at"`;

export const SQL = {
  session: named(
    `select ${USER_COLUMNS.replaceAll('"', '')
      .split(', ')
      .map((c) => `"users"."${c}"`)
      .join(
        ', ',
      )}, "sessions"."last_seen_at", "sessions"."expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id_hash" = $1 and "sessions"."expires_at" > $2 and "sessions"."last_seen_at" > $3) limit $4`,
  ),
  lockIdeaShare: named(`select "id" from "ideas" where "ideas"."id" = $1 for share`),
  lockIdea: named(`select "id" from "ideas" where "ideas"."id" = $1 for update`),
  lockUser: named(`select ${USER_COLUMNS} from "users" where "users"."id" = $1 for no key update`),
  readForApply: named(
    `select ${IDEA_COLUMNS}, exists (select 1 from "applications" where "applications"."idea_id" = "ideas"."id"
    and "applications"."applicant_id" = $1
    and "applications"."status" in ($2)), exists (select 1 from "applications" where "applications"."idea_id" = "ideas"."id"
    and "applications"."applicant_id" = $3
    and "applications"."status" in ($4, $5)), "teams"."id", "teams"."idea_id", "teams"."leader_id", "team_members"."role", "teams"."member_count", ${DEADLINE} from "ideas" inner join "users" on "users"."id" = "ideas"."creator_id" left join "team_members" on "team_members"."user_id" = $6 left join "teams" on "teams"."id" = "team_members"."team_id" where "ideas"."id" = $7 limit $8`,
  ),
  insertApplication: named(
    `insert into "applications" ("id", "idea_id", "applicant_id", "status", "message", "created_at", "updated_at") values (default, $1, $2, default, $3, default, default) returning ${APPLICATION_COLUMNS}`,
  ),
  lockIdeaOfApplication: named(
    `select "applications"."id", "applications"."idea_id" from "applications" inner join "ideas" on "ideas"."id" = "applications"."idea_id" where ("applications"."id" = $1 and "applications"."status" <> $2) for update of "ideas"`,
  ),
  readIdeaAndDeadline: named(
    `select ${IDEA_COLUMNS}, ${DEADLINE} from "ideas" inner join "users" on "users"."id" = "ideas"."creator_id" where "ideas"."id" = $1`,
  ),
  decide: named(
    `update "applications" set "status" = $1, "updated_at" = $2 where ("applications"."id" = $3 and "applications"."status" = $4) returning ${APPLICATION_COLUMNS}`,
  ),
  findInvitation: named(
    `select "id", "idea_id", (select "idea_id" from "team_members"
        inner join "teams" on "id" = "team_id"
        where "user_id" = $1 and "role" = 'creator' limit 1) from "applications" where ("applications"."id" = $2 and "applications"."status" <> $3 and "applications"."applicant_id" = $4)`,
  ),
  lockInvitation: named(
    `select "applications"."id", "applications"."idea_id", "applications"."applicant_id", "applications"."status", "applications"."message", "applications"."created_at", "applications"."updated_at", ${IDEA_COLUMNS}, "idea_team"."id", "idea_team"."leader_id", "teams"."id", "teams"."idea_id", "teams"."leader_id", "team_members"."role", "teams"."member_count", ${DEADLINE} from "applications" inner join "ideas" on "ideas"."id" = "applications"."idea_id" inner join "users" on "users"."id" = "ideas"."creator_id" left join "teams" "idea_team" on "idea_team"."idea_id" = "ideas"."id" left join "team_members" on "team_members"."user_id" = $1 left join "teams" on "teams"."id" = "team_members"."team_id" where ("applications"."id" = $2 and "applications"."status" <> $3) limit $4 for update of "applications"`,
  ),
  insertMember: named(
    `insert into "team_members" ("team_id", "user_id", "role", "joined_at", "placed_by_coordinator") values ($1, $2, $3, default, default)`,
  ),
  closeOthers: named(
    `with "open" as (select "id", "applicant_id", "idea_id", "status" from "applications" where ("applications"."applicant_id" in ($1) and "applications"."status" in ($2, $3) and "applications"."id" <> $4) for update) update "applications" set "status" = $5, "updated_at" = $6 from "open" inner join "ideas" on "ideas"."id" = "open"."idea_id" where "applications"."id" = "open"."id" returning "applications"."id", "open"."applicant_id", "open"."idea_id", "open"."status", "ideas"."creator_id", "ideas"."title"`,
  ),
  claimEmails: named(
    `select o.id from email_outbox o
        join users u on u.id = o.user_id
        left join notifications n on n.id = o.notification_id
        where o.next_attempt_at <= now()
        order by o.next_attempt_at, o.id
        limit ${BATCH_SIZE}
        for update of o skip locked`,
  ),
  deleteEmails: named(
    `delete from email_outbox where id in
        (select jsonb_array_elements_text($1::jsonb)::uuid)`,
  ),
};

// The notification statements: each inserts the notifications and, for e-mailed codes, their
// e-mail jobs; accept's and confirm's also settle the owners' "applied" notices, and confirm's
// resolves the joined invitation; each NOTIFYs the recipients' open streams at commit.
const INSERTED = `insert into notifications
      (id, user_id, type, code, params, message, application_id)
    select j.id, j.user_id, j.type, j.code, j.params, j.message, j.application_id
    from jsonb_to_recordset($1::jsonb)
      as j(id uuid, user_id uuid, type text, code text, params jsonb, message text,
        application_id uuid)`;
const WITH_EMAILS = `with n as (${INSERTED} returning id, user_id, code, params),
    o as (insert into email_outbox (notification_id, user_id, code, params)
      select n.id, u.id, n.code, n.params
      from n join users u on u.id = n.user_id
      where u.email_notifications
        and n.code in ($2))`;
const settled = (first: number) => `settled as (
      update notifications set is_read = true
      where type = $${first} and is_read = false
        and application_id in (select id::uuid from jsonb_array_elements_text($${first + 1}::jsonb) as a(id))
      returning user_id)`;
const tellRecipients = (first: number) => `select pg_notify($${first}, p)
    from jsonb_array_elements_text($${first + 1}::jsonb) as p`;
const tellOwners = (
  first: number,
) => `select pg_notify($${first}, owner::text || ' applicants,notifications')
      from (select distinct user_id as owner from settled) as owners
      where owner::text <> $${first + 1}`;
/** The joined invitation's text around its idea's title, as confirm's resolve rewrites it. */
export const [JOINED_BEFORE = '', JOINED_AFTER = ''] =
  NOTIFICATION_MESSAGES['notification.youJoined'].split('{ideaTitle}');

export const NOTIFY = {
  applied: named(`${WITH_EMAILS} ${tellRecipients(3)}`),
  accepted: named(`${WITH_EMAILS}, ${settled(3)} ${tellRecipients(5)} union all ${tellOwners(7)}`),
  joined: named(
    `with n as (${INSERTED}), ${settled(2)}, resolved as (update notifications rn
    set type = $4, code = r.code,
      params = jsonb_build_object('ideaTitle', ri.title),
      message = r.before || ri.title || r.after,
      is_read = rn.is_read or r."markRead"
    from jsonb_to_recordset($5::jsonb)
        as r(id uuid, code text, before text, after text, "markRead" boolean)
      join applications ra on ra.id = r.id
      join ideas ri on ri.id = ra.idea_id
    where rn.application_id = ra.id and rn.type = 'accepted'
      and position($6 in rn.message) > 0) ${tellRecipients(7)} union all ${tellOwners(9)}`,
  ),
};

/** Each step's statements inside its transaction, in the app's order. */
export const STEPS = {
  apply: [SQL.lockIdeaShare, SQL.lockUser, SQL.readForApply, SQL.insertApplication, NOTIFY.applied],
  accept: [SQL.lockIdeaOfApplication, SQL.readIdeaAndDeadline, SQL.decide, NOTIFY.accepted],
  confirm: [
    SQL.findInvitation,
    SQL.lockIdea,
    SQL.lockUser,
    SQL.lockInvitation,
    SQL.insertMember,
    SQL.closeOthers,
    NOTIFY.joined,
  ],
};
