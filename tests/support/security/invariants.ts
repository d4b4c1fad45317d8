import { sql, type SQL } from 'drizzle-orm';
import { MAJOR_KEYS } from '@contract/majors.ts';
import { queryRows, type Db } from '../../../src/server/db/client.ts';

// What must hold of the rows whatever the API was sent (the database afterwards holds
// only valid rows"): each check is a query that lists the rows breaking one rule.

const majors = sql.raw(`array[${MAJOR_KEYS.map((k) => `'${k}'`).join(',')}]`);

const INVARIANTS: Record<string, SQL> = {
  'every idea has its team': sql`select i.id from ideas i
    where (select count(*) from teams t where t.idea_id = i.id) <> 1`,
  "every team's leader is its idea's creator": sql`select t.id from teams t
    join ideas i on i.id = t.idea_id where t.leader_id <> i.creator_id`,
  'every team has its leader as its one creator member': sql`select t.id from teams t
    where (select count(*) from team_members m where m.team_id = t.id and m.role = 'creator'
           and m.user_id = t.leader_id) <> 1
       or (select count(*) from team_members m where m.team_id = t.id and m.role = 'creator') <> 1`,
  "a team's stored size is its members' count": sql`select t.id from teams t
    where t.member_count <> (select count(*) from team_members m where m.team_id = t.id)`,
  'no user is in two teams': sql`select user_id from team_members
    group by user_id having count(*) > 1`,
  'a team has members of one gender only': sql`select m.team_id from team_members m
    join users u on u.id = m.user_id group by m.team_id having count(distinct u.gender) > 1`,
  'e-mails are lower-case and trimmed': sql`select id from users
    where email <> lower(btrim(email)) or email !~ '^[^@\\s]+@[^@\\s]+$'`,
  'user fields follow the profile rules': sql`select id from users
    where gender not in ('male', 'female') or phone !~ '^05[0-9]{8}$'
       or not (major = any(${majors})) or btrim(name) = '' or name <> btrim(name)
       or length(name) > 100 or length(bio) > 1000 or length(skills) > 500`,
  'idea fields follow the idea rules': sql`select id from ideas
    where team_id !~ '^M[0-9]{3}$' or btrim(title) = '' or title <> btrim(title)
       or btrim(description) = '' or length(title) > 200 or length(description) > 5000
       or required_majors = ''
       or not (string_to_array(required_majors, ',') <@ ${majors})`,
  'applications are to ideas of the same gender, never to your own': sql`select a.id
    from applications a join ideas i on i.id = a.idea_id
    join users applicant on applicant.id = a.applicant_id
    join users creator on creator.id = i.creator_id
    where applicant.gender <> creator.gender or a.applicant_id = i.creator_id`,
  'one open application per idea and applicant': sql`select idea_id, applicant_id
    from applications where status in ('pending', 'accepted')
    group by idea_id, applicant_id having count(*) > 1`,
  'a member holds no pending application': sql`select a.id from applications a
    join team_members m on m.user_id = a.applicant_id and m.role = 'member'
    where a.status = 'pending'`,
  'notifications belong to existing users and applications': sql`select n.id
    from notifications n left join users u on u.id = n.user_id
    where u.id is null or (n.application_id is not null
      and not exists (select 1 from applications a where a.id = n.application_id))`,
};

/** The rules some row breaks, each with up to five offending rows. */
export async function brokenInvariants(db: Db): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(INVARIANTS)) {
    const rows = await queryRows(db, query);
    if (rows.length > 0) broken[rule] = rows.slice(0, 5);
  }
  return broken;
}
