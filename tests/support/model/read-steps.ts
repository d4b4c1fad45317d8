import { NEXT_CURSOR_HEADER, UNREAD_COUNT_HEADER } from '@contract/limits.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import { call, type Step } from './step.ts';
import {
  aliveIdeas,
  isTied,
  isVisible,
  liveApplications,
  openInvitations,
  ownIdea,
  teamOf,
  who,
  type Model,
} from './state.ts';

// What a student (or the admin) reads must be exactly what the model says they may see:
// nothing of the other gender, no hidden idea of someone else, no hidden name or phone.

const hasAccount = (actor: number) => (m: Readonly<Model>) => m.slots[actor]!.id !== null;
const sorted = (items: string[]) => [...items].sort();

function same(what: string, actual: unknown, expected: unknown) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what} differs from the model\n  api:   ${a}\n  model: ${e}`);
}

type Json = Record<string, unknown>;

export type ReadKind =
  'ideas' | 'students' | 'team' | 'notifications' | 'dashboard' | 'applications' | 'admin-access';

async function read(kind: ReadKind, actor: number, m: Model, client: Parameters<typeof call>[0]) {
  const me = m.slots[actor]!;
  const id = me.id!;
  const get = async (path: string) =>
    (await call(client, 'GET', path, undefined, 200, 'a read')).body as Json[] & Json;
  switch (kind) {
    case 'ideas': {
      const list = await get('/api/ideas?limit=100');
      const view = (i: Json) => `${String(i.id)} ${String(i.teamId)} hidden=${String(i.isHidden)}`;
      same(
        `ideas S${actor} sees`,
        sorted(list.map(view)),
        sorted(
          aliveIdeas(m)
            .filter((i) => isVisible(i, me))
            .map((i) => `${i.id} ${i.teamId} hidden=${i.isHidden}`),
        ),
      );
      const own = ownIdea(m, id)?.id;
      const leak = list.find((i) => i.id !== own && i.kickedMemberIds !== '');
      if (leak) throw new Error(`S${actor} sees who was removed from ${String(leak.id)}`);
      return;
    }
    case 'students': {
      const list = await get('/api/students?limit=100');
      const expected = m.slots.filter(
        (s) => s.id && s.id !== id && s.gender === me.gender && s.appearInList,
      );
      // An entry without the name carries nothing that ties it to the name elsewhere: no id.
      for (const entry of list) {
        const slot = expected.find((s) => s.email === entry.email);
        if (
          slot &&
          !slot.showName &&
          (entry.id !== undefined || JSON.stringify(entry).includes(slot.id!))
        ) {
          throw new Error(`S${actor} sees the id of S${slot.index}, who hides their name`);
        }
      }
      same(
        `students S${actor} sees (e-mail, name if shown, phone if shown)`,
        sorted(list.map((s) => `${String(s.email)} ${String(s.name)} ${String(s.phone)}`)),
        sorted(
          expected.map(
            (s) =>
              `${s.email} ${s.showName ? s.name : 'undefined'} ${s.showPhone ? s.phone : 'undefined'}`,
          ),
        ),
      );
      return;
    }
    case 'team': {
      const team = (await call(client, 'GET', '/api/teams/my', undefined, 200, 'a read')).body as
        (Json & { members: Json[] }) | null;
      const expected = teamOf(m, id);
      const emailOf = (uid: string) => m.slots.find((s) => s.id === uid)!.email;
      same(
        `team of S${actor} (idea, members by e-mail and role)`,
        team && [
          team.ideaId,
          sorted(team.members.map((x) => `${String(x.email)} ${String(x.role)}`)),
        ],
        expected && [
          expected.idea.id,
          sorted([
            `${emailOf(expected.idea.ownerId)} creator`,
            ...expected.idea.members.map((x) => `${emailOf(x)} member`),
          ]),
        ],
      );
      return;
    }
    case 'notifications': {
      const res = await call(
        client,
        'GET',
        '/api/notifications?limit=100',
        undefined,
        200,
        'a read',
      );
      const list = res.body as Json[];
      // The unread count counts every page: here the whole list fits in one.
      if (!res.headers.get(NEXT_CURSOR_HEADER)) {
        same(
          `unread count of S${actor}`,
          res.headers.get(UNREAD_COUNT_HEADER),
          String(list.filter((n) => n.isRead === false).length),
        );
      }
      const invitations = list.filter(
        (n) =>
          n.type === 'accepted' && String(n.message).includes(INVITATION_MARK) && n.applicationId,
      );
      same(
        `open invitations of S${actor}`,
        sorted(invitations.map((n) => String(n.applicationId))),
        sorted(openInvitations(m, id).map((a) => a.id)),
      );
      return;
    }
    case 'dashboard': {
      const stats = await get('/api/dashboard/stats');
      const team = teamOf(m, id);
      const status = !team ? null : team.role === 'creator' ? 'Team Leader' : 'Team Member';
      same(`team status of S${actor}`, stats.teamStatus, status);
      return;
    }
    case 'applications': {
      const mine = await get('/api/applications/my?limit=100');
      same(
        `applications of S${actor}`,
        sorted(mine.map((a) => `${String(a.id)} ${String(a.status)}`)),
        // Withdrawn ones stay in the student's history (docs/decisions/0078).
        sorted(
          m.applications
            .filter((a) => (a.alive || a.withdrawn) && a.applicantId === id)
            .map((a) => `${a.id} ${a.withdrawn ? 'withdrawn' : a.status}`),
        ),
      );
      const own = ownIdea(m, id);
      if (!own) return;
      const applicants = await get(`/api/applications/idea/${own.id}?limit=100`);
      same(
        `pending applicants and open invitations of ${own.label}`,
        sorted(applicants.map((a) => `${String(a.id)} ${String(a.status)}`)),
        // An accepted one stays listed until its applicant joins a team (alone in their own is not).
        sorted(
          liveApplications(m)
            .filter(
              (a) =>
                a.ideaId === own.id &&
                (a.status === 'pending' || (a.status === 'accepted' && !isTied(m, a.applicantId))),
            )
            .map((a) => `${a.id} ${a.status}`),
        ),
      );
      return;
    }
    case 'admin-access': {
      const [status, why] = me.isAdmin ? [200, 'an admin'] : [403, 'not an admin'];
      await call(client, 'GET', '/api/admin/stats', undefined, status, why);
      return;
    }
  }
}

export function readStep(actor: number, kind: ReadKind): Step {
  return {
    label: `S${actor} reads ${kind}`,
    check: hasAccount(actor),
    async run({ m, r, say }) {
      say(`as the model says (${who(m, m.slots[actor]!.id)})`);
      await read(kind, actor, m, r.clients.get(actor)!);
    },
  };
}

/** The admin sees every idea of both genders with its flag, and every team with its size. */
export function adminOverviewStep(): Step {
  return {
    label: 'admin reads ideas and teams',
    async run({ m, r, say }) {
      say('all ideas and teams');
      const client = r.admin.client;
      const ideas = (
        await call(client, 'GET', '/api/admin/ideas?limit=100', undefined, 200, 'a read')
      ).body as Json[];
      same(
        'ideas the admin sees',
        sorted(ideas.map((i) => `${String(i.id)} hidden=${String(i.isHidden)}`)),
        sorted(aliveIdeas(m).map((i) => `${i.id} hidden=${i.isHidden}`)),
      );
      const teams = (
        await call(client, 'GET', '/api/admin/teams?limit=100', undefined, 200, 'a read')
      ).body as Array<{ idea: Json; members: Json[] }>;
      const stats = (await call(client, 'GET', '/api/admin/stats', undefined, 200, 'a read'))
        .body as Json;
      const pending = m.intruders.reduce((a, b) => a + b, 0);
      same(
        'admin stats (users with the admin and pending registrations, ideas, active teams)',
        stats,
        {
          totalUsers: m.slots.filter((s) => s.id).length + 1 + pending,
          totalIdeas: aliveIdeas(m).length,
          activeTeams: aliveIdeas(m).length,
        },
      );
      same(
        'teams the admin sees (idea, size)',
        sorted(teams.map((t) => `${String(t.idea.id)} ${t.members.length}`)),
        sorted(aliveIdeas(m).map((i) => `${i.id} ${i.members.length + 1}`)),
      );
    },
  };
}
