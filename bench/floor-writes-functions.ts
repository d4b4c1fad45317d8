import { NOTIFICATION_MESSAGES, type NotificationCode } from '@contract/notification-messages.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import {
  LIVE_CHANNEL,
  listsOfNotification,
  livePayloads,
} from '../src/server/domain/live-changes.ts';
import { NOTIFICATION_TYPES } from '../src/server/domain/notify.ts';
import { JOINED_AFTER, JOINED_BEFORE, NOTIFY, SQL } from './floor-writes-statements.ts';

// The writes floor with each step one call to a database function (FLOOR_STEPS=functions): the
// same statements as floor-writes-statements.ts, in the same order and transaction, written
// into PL/pgSQL so that a step costs one round trip instead of five to nine. An experiment that
// measures what a step's round trips cost (docs/decisions/0117-one-call-per-step-measured.md),
// not a design of the app: the refusals' checks are left out as the floor leaves them out.

/** How the writes floor sends a step (FLOOR_STEPS), in the words of the bench's report. */
const FLOOR_STEPS = {
  statements: '',
  functions: ', each step as one call to a database function running them',
  'functions-in-transaction':
    ', each step as one call to a database function running them, between BEGIN and COMMIT',
  'read-functions': ", each step's locks and read as one call to a database function",
};
export type FloorSteps = keyof typeof FLOOR_STEPS;

/** FLOOR_STEPS as set (default: statements); an unknown one is refused, not run as another. */
export function floorSteps(setting = process.env.FLOOR_STEPS ?? 'statements'): {
  mode: FloorSteps;
  said: string;
} {
  if (!Object.hasOwn(FLOOR_STEPS, setting)) {
    throw new Error(`FLOOR_STEPS must be one of ${Object.keys(FLOOR_STEPS).join(', ')}`);
  }
  const mode = setting as FloorSteps;
  return { mode, said: FLOOR_STEPS[mode] };
}

/** A string as an SQL literal. */
const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A statement's text with its parameters $1.. replaced by PL/pgSQL expressions. */
const inline = (text: string, values: readonly string[]) =>
  text.replace(/\$(\d+)/g, (_, k: string) => {
    const value = values[Number(k) - 1];
    if (value === undefined) throw new Error(`no value for $${k} in ${text.slice(0, 60)}`);
    return `(${value})`;
  });

/** A notification statement run for its effects: its final select of pg_notify counted. */
const counted = (text: string, values: readonly string[]) => {
  const sql = inline(text, values);
  const at = sql.indexOf('select pg_notify(');
  return `${sql.slice(0, at)} select count(*) into v_count from (${sql.slice(at)}) as t;`;
};

const template = (code: NotificationCode) => lit(NOTIFICATION_MESSAGES[code]);
/** The notification's message in SQL, as notificationText writes it. */
const text = (code: NotificationCode, name: string | null, title: string) =>
  name === null
    ? `replace(${template(code)}, '{ideaTitle}', ${title})`
    : `replace(replace(${template(code)}, '{name}', ${name}), '{ideaTitle}', ${title})`;

/** One notification row as floor-writes-server.ts builds it, as jsonb. */
const row = (
  code: NotificationCode,
  userId: string,
  name: string | null,
  title: string,
  applicationId: string,
) => `jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'user_id', ${userId},
    'type', ${lit(NOTIFICATION_TYPES[code])}, 'code', ${lit(code)},
    'params', ${name === null ? `jsonb_build_object('ideaTitle', ${title})` : `jsonb_build_object('name', ${name}, 'ideaTitle', ${title})`},
    'message', ${text(code, name, title)}, 'application_id', ${applicationId}))`;

/** The live payload of one recipient, as livePayloads writes it. */
const live = (code: NotificationCode, userId: string) => {
  const lists = livePayloads([{ userId: '', lists: listsOfNotification(code) }])[0]!.slice(1);
  return `jsonb_build_array(${userId}::text || ' ' || ${lit(lists)})`;
};

const locked = (text: string, into: string) => `select * into ${into} from (${text}) as t`;

/** Each step's locks and read, in the app's order, into the variables its writes use. */
const READS = {
  apply: `perform * from (${inline(SQL.lockIdeaShare.text, ['p_idea'])}) as t;
  ${locked(inline(SQL.lockUser.text, ['p_user']), 'v_me')};
  if not found then raise exception 'refused'; end if;
  select * into v_r from (${inline(SQL.readForApply.text, ['v_me.id', lit('withdrawn'), 'v_me.id', lit('pending'), lit('accepted'), 'v_me.id', 'p_idea', '1'])}) as t;
  if not found then raise exception 'refused'; end if;`,
  accept: `${locked(inline(SQL.lockIdeaOfApplication.text, ['p_app', lit('withdrawn')]), 'v_found')};
  if not found then raise exception 'refused'; end if;
  select * into v_idea from (${inline(SQL.readIdeaAndDeadline.text, ['v_found.idea_id'])}) as t;
  if not found then raise exception 'refused'; end if;`,
  confirm: `select * into v_inv from (${inline(SQL.findInvitation.text, ['p_viewer', 'p_app', lit('withdrawn'), 'p_viewer'])}) as t;
  if not found then raise exception 'refused'; end if;
  perform * from (${inline(SQL.lockIdea.text, ['v_inv.idea_id'])}) as t;
  ${locked(inline(SQL.lockUser.text, ['p_viewer']), 'v_me')};
  if not found then raise exception 'refused'; end if;
  -- Positions 10, 26 and 27: the idea's title, its team's id and leader.
  select t.c10 as title, t.c26 as team_id, t.c27 as leader_id into v_r
    from (${inline(SQL.lockInvitation.text, ['v_me.id', 'p_app', lit('withdrawn'), '1'])})
    as t(${Array.from({ length: 27 }, (_, i) => `c${i + 1}`).join(', ')});
  if not found then raise exception 'refused'; end if;`,
};

/** The three functions' definitions, a statement each. */
export const FUNCTIONS = [
  `
create or replace function floor_apply(p_user uuid, p_idea uuid, p_message text)
returns jsonb language plpgsql as $fn$
declare v_me record; v_r record; v_app record; v_count bigint;
begin
  ${READS.apply}
  ${inline(SQL.insertApplication.text, ['p_idea', 'v_me.id', 'p_message'])} into v_app;
  ${counted(NOTIFY.applied.text, [
    row('notification.applied', 'v_r.creator_id', 'v_me.name', 'v_r.title', 'v_app.id'),
    lit('notification.applied'),
    lit(LIVE_CHANNEL),
    live('notification.applied', 'v_r.creator_id'),
  ])}
  return to_jsonb(v_app);
end $fn$`,
  `create or replace function floor_accept(p_viewer uuid, p_app uuid)
returns jsonb language plpgsql as $fn$
declare v_found record; v_idea record; v_app record; v_count bigint;
begin
  ${READS.accept}
  ${inline(SQL.decide.text, [lit('accepted'), 'now()', 'v_found.id', lit('pending')])} into v_app;
  if v_app.id is null then raise exception 'refused'; end if;
  ${counted(NOTIFY.accepted.text, [
    row('notification.accepted', 'v_app.applicant_id', null, 'v_idea.title', 'v_app.id'),
    lit('notification.accepted'),
    lit(NOTIFICATION_TYPES['notification.applied']),
    `jsonb_build_array(v_app.id)`,
    lit(LIVE_CHANNEL),
    live('notification.accepted', 'v_app.applicant_id'),
    lit(LIVE_CHANNEL),
    'p_viewer::text',
  ])}
  return to_jsonb(v_app);
end $fn$`,
  `create or replace function floor_confirm(p_viewer uuid, p_app uuid)
returns void language plpgsql as $fn$
declare v_inv record; v_me record; v_r record; v_c record; v_closed jsonb := '[]'; v_count bigint;
begin
  ${READS.confirm}
  ${inline(SQL.insertMember.text, ['v_r.team_id', 'v_me.id', lit('member')])};
  for v_c in ${inline(SQL.closeOthers.text, ['v_me.id', lit('pending'), lit('accepted'), 'p_app', lit('closed'), 'now()'])} loop
    v_closed := v_closed || jsonb_build_array(v_c.id);
  end loop;
  ${counted(NOTIFY.joined.text, [
    row('notification.memberJoined', 'v_r.leader_id', 'v_me.name', 'v_r.title', 'p_app'),
    lit(NOTIFICATION_TYPES['notification.applied']),
    'v_closed',
    lit(NOTIFICATION_TYPES['notification.youJoined']),
    `jsonb_build_array(jsonb_build_object('id', p_app, 'code', 'notification.youJoined',
      'before', ${lit(JOINED_BEFORE)}, 'after', ${lit(JOINED_AFTER)}, 'markRead', true))`,
    lit(INVITATION_MARK),
    lit(LIVE_CHANNEL),
    live('notification.memberJoined', 'v_r.leader_id'),
    lit(LIVE_CHANNEL),
    lit(''),
  ])}
end $fn$`,
];

/**
 * Each step's locks and read as one function, returning what the step's writes need: the
 * halfway house where the checks would stay in JavaScript and the writes stay statements.
 */
export const READ_FUNCTIONS = [
  `create or replace function floor_apply_read(p_user uuid, p_idea uuid)
returns jsonb language plpgsql as $fn$
declare v_me record; v_r record;
begin
  ${READS.apply}
  return jsonb_build_object('id', v_me.id, 'name', v_me.name, 'creatorId', v_r.creator_id,
    'title', v_r.title);
end $fn$`,
  `create or replace function floor_accept_read(p_app uuid)
returns jsonb language plpgsql as $fn$
declare v_found record; v_idea record;
begin
  ${READS.accept}
  return jsonb_build_object('id', v_found.id, 'title', v_idea.title);
end $fn$`,
  `create or replace function floor_confirm_read(p_viewer uuid, p_app uuid)
returns jsonb language plpgsql as $fn$
declare v_inv record; v_me record; v_r record;
begin
  ${READS.confirm}
  return jsonb_build_object('id', v_me.id, 'name', v_me.name, 'title', v_r.title,
    'teamId', v_r.team_id, 'leaderId', v_r.leader_id);
end $fn$`,
];

export const CALLS = {
  apply: { name: 'floor_apply_call', text: 'select floor_apply($1, $2, $3) as app' },
  accept: { name: 'floor_accept_call', text: 'select floor_accept($1, $2) as app' },
  confirm: { name: 'floor_confirm_call', text: 'select floor_confirm($1, $2)' },
  applyRead: { name: 'floor_apply_read_call', text: 'select floor_apply_read($1, $2) as r' },
  acceptRead: { name: 'floor_accept_read_call', text: 'select floor_accept_read($1) as r' },
  confirmRead: { name: 'floor_confirm_read_call', text: 'select floor_confirm_read($1, $2) as r' },
};
