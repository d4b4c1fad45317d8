import { createHash } from 'node:crypto';
import { BATCH_SIZE } from '../src/server/domain/email-outbox.ts';

// The statements of the writes floor (floor-writes-server.ts): the texts the app sends for
// apply, accept and confirm on the happy path, for its session and for its e-mail worker, each
// named as the app names every statement. tests/integration/platform/writes-floor.test.ts
// checks the steps' against the app's.

const named = (text: string) => ({
  text,
  name: `f${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
});

const USER_COLUMNS = `"id", "email", "password_hash", "name", "major", "phone", "gender", "bio", "skills", "is_verified", "appear_in_list", "is_admin", "show_name", "show_phone", "email_notifications", "language", "created_at"`;
export const SQL = {
  session: named(
    `select ${USER_COLUMNS.replaceAll('"', '')
      .split(', ')
      .map((c) => `"users"."${c}"`)
      .join(
        ', ',
      )}, "sessions"."last_seen_at", "sessions"."expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id_hash" = $1 and "sessions"."expires_at" > $2 and "sessions"."last_seen_at" > $3) limit $4`,
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

/**
 * The three steps as the app sends them in the plain case: one call each, its own transaction
 * (src/server/modules/applications/one-call-steps.ts).
 */
export const CALLS = {
  apply: named(`select * from handshake_apply($1, $2, $3, $4, $5::jsonb)`),
  accept: named(`select * from handshake_decide($1, $2, $3, $4, $5, $6::jsonb)`),
  confirm: named(`select handshake_confirm($1, $2, $3, $4::jsonb) as joined`),
};
