import { WITHDRAWALS_PER_IDEA_MAX } from '@contract/limits.ts';
import { call, NO_SUCH_ID, pickApplication, type Step } from './step.ts';
import { actorSeat, byLabel, likelyApplicant, pickTarget, seatInTeam } from './targets.ts';
import {
  describeIdea,
  dissolve,
  isTied,
  isVisible,
  majorFits,
  ownIdea,
  teamOf,
  who,
  type Model,
  type ModelApplication,
} from './state.ts';

// Application and team steps of a student: the order of the checks is the server's, so each
// refusal has exactly one predicted status.

const hasAccount = (actor: number) => (m: Readonly<Model>) => Boolean(m.slots[actor]?.id);

const ideaOf = (m: Model, a: ModelApplication) => m.ideas.find((i) => i.id === a.ideaId)!;
const describeApp = (m: Model, a: ModelApplication) =>
  `${who(m, a.applicantId)}->${describeIdea(m, ideaOf(m, a))} ${a.alive ? a.status : 'gone'}`;

/** `by` null: a student who could apply, to an idea they see. */
export function applyStep(by: number | null, target: number): Step {
  const seatOf = (m: Readonly<Model>) => by ?? likelyApplicant(m, target);
  return {
    label: `${byLabel(by, 'a student')} applies to idea #${target}`,
    check: (m) => m.ideas.length > 0 && hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const me = m.slots[actor]!;
      const id = me.id!;
      const idea = pickTarget(m, me, target);
      const open = m.applications.some(
        (a) =>
          a.alive &&
          a.ideaId === idea.id &&
          a.applicantId === id &&
          (a.status === 'pending' || a.status === 'accepted'),
      );
      const withdrawals = m.applications.filter(
        (a) => a.withdrawn && a.ideaId === idea.id && a.applicantId === id,
      ).length;
      const [status, why]: [number, string] =
        !idea.alive || idea.gender !== me.gender
          ? [404, 'gone or other gender']
          : idea.ownerId === id
            ? [409, 'own idea']
            : !isVisible(idea, me)
              ? [404, 'hidden']
              : idea.kicked.includes(id)
                ? [403, 'removed from that team']
                : withdrawals >= WITHDRAWALS_PER_IDEA_MAX
                  ? [409, `withdrew from it ${withdrawals} times`]
                  : isTied(m, id)
                    ? [409, 'in a team with others']
                    : !majorFits(idea, me.major)
                      ? [403, `major ${me.major} not accepted`]
                      : open
                        ? [409, 'already applied']
                        : [201, 'pending'];
      say(`S${actor}, ${describeIdea(m, idea)}: ${status} ${why}`);
      const res = await call(
        r.clients.get(actor)!,
        'POST',
        '/api/applications',
        { ideaId: idea.id },
        status,
        why,
      );
      if (status !== 201) return;
      m.applications.push({
        id: res.body.id as string,
        ideaId: idea.id,
        applicantId: id,
        status: 'pending',
        alive: true,
      });
    },
  };
}

export function decideStep(
  by: number | null,
  target: number,
  decision: 'accepted' | 'rejected',
): Step {
  const ownerOf = (m: Readonly<Model>) => {
    const app = pickApplication(m as Model, target, 'pending');
    return app && ideaOf(m as Model, app).ownerId;
  };
  const seatOf = (m: Readonly<Model>) => actorSeat(m, by, ownerOf(m));
  return {
    label: `${byLabel(by, 'its owner')} ${decision === 'accepted' ? 'accepts' : 'declines'} application #${target}`,
    check: (m) => m.applications.length > 0 && hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const me = m.slots[actor]!;
      const app = pickApplication(m, target, 'pending')!;
      const idea = ideaOf(m, app);
      const [status, why]: [number, string] = !app.alive
        ? [404, 'application gone']
        : !isVisible(idea, me)
          ? [404, 'idea not visible to the actor']
          : idea.ownerId !== me.id
            ? [403, 'not the owner']
            : app.status !== 'pending'
              ? [409, 'already decided']
              : [200, decision];
      say(`S${actor}, ${describeApp(m, app)}: ${status} ${why}`);
      const path = `/api/applications/${app.id}/status`;
      await call(r.clients.get(actor)!, 'PUT', path, { status: decision }, status, why);
      if (status === 200) app.status = decision;
    },
  };
}

/** Confirm or decline an invitation: the checks both share, then each one's own. */
export function answerInvitationStep(by: number | null, target: number, confirm: boolean): Step {
  const seatOf = (m: Readonly<Model>) =>
    actorSeat(m, by, pickApplication(m as Model, target, 'accepted')?.applicantId);
  return {
    label: `${byLabel(by, 'its applicant')} ${confirm ? 'confirms' : 'declines'} invitation #${target}`,
    check: (m) => m.applications.length > 0 && hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const me = m.slots[actor]!;
      const id = me.id!;
      const app = pickApplication(m, target, 'accepted')!;
      const idea = ideaOf(m, app);
      const team = teamOf(m, id);
      const [status, why]: [number, string] =
        !app.alive || app.applicantId !== id
          ? [404, 'not an application of the actor']
          : team?.idea.id === idea.id
            ? confirm && app.status === 'accepted'
              ? [200, 'joined through it already: the same success']
              : [409, 'already a member']
            : app.status !== 'accepted'
              ? [409, `application ${app.status}`]
              : !confirm
                ? [200, 'declined']
                : idea.kicked.includes(id)
                  ? [403, 'removed from that team']
                  : isTied(m, id)
                    ? [409, 'leave your team first']
                    : [200, team ? 'joined; own solo idea dissolved' : 'joined'];
      say(`S${actor}, ${describeApp(m, app)}: ${status} ${why}`);
      const path = `/api/applications/${app.id}/${confirm ? 'confirm' : 'reject'}`;
      await call(r.clients.get(actor)!, 'POST', path, undefined, status, why);
      if (status !== 200 || team?.idea.id === idea.id) return;
      if (!confirm) {
        app.status = 'rejected';
        return;
      }
      const own = ownIdea(m, id);
      if (own) dissolve(m, own);
      idea.members.push(id);
      // Other pending applications and open invitations are closed, never declined.
      for (const other of m.applications) {
        const open = other.status === 'pending' || other.status === 'accepted';
        if (other.alive && other.applicantId === id && other !== app && open)
          other.status = 'closed';
      }
    },
  };
}

/** `by` null: someone in a team. */
export function leaveStep(by: number | null, n: number): Step {
  const seatOf = (m: Readonly<Model>) => by ?? seatInTeam(m, n, false) ?? -1;
  return {
    label: `${byLabel(by, `team member #${n}`)} leaves their team`,
    check: (m) => hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const id = m.slots[actor]!.id!;
      const team = teamOf(m, id);
      const [status, why]: [number, string] = !team
        ? [404, 'no team']
        : team.role === 'creator'
          ? [200, `leader leaves: ${describeIdea(m, team.idea)} dissolved`]
          : [200, `leaves ${describeIdea(m, team.idea)}`];
      say(`S${actor}: ${status} ${why}`);
      await call(r.clients.get(actor)!, 'POST', '/api/teams/leave', undefined, status, why);
      if (!team) return;
      if (team.role === 'creator') return dissolve(m, team.idea);
      team.idea.members = team.idea.members.filter((x) => x !== id);
      // The used-up application goes, so the pair may apply again.
      for (const a of m.applications)
        if (a.ideaId === team.idea.id && a.applicantId === id) a.alive = false;
    },
  };
}

/** `target` null: a member of the actor's team when there is one. */
/** `by` null: a leader of a team with members; `target` null: a member of the actor's team. */
export function removeMemberStep(by: number | null, n: number, target: number | null): Step {
  const seatOf = (m: Readonly<Model>) => by ?? seatInTeam(m, n, true) ?? -1;
  return {
    label: `${byLabel(by, `leader #${n}`)} removes ${target === null ? 'a member' : `S${target}`} from their team`,
    check: (m) => hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const id = m.slots[actor]!.id!;
      const team = teamOf(m, id);
      const victim = m.slots[target ?? (actor + 1) % m.slots.length]!;
      const victimId =
        (target === null ? team?.idea.members[0] : undefined) ??
        victim.id ??
        victim.pastIds.at(-1) ??
        NO_SUCH_ID;
      const [status, why]: [number, string] =
        victimId === id
          ? [400, 'cannot remove yourself']
          : !team
            ? [404, 'no team']
            : team.role !== 'creator'
              ? [403, 'not the leader']
              : !team.idea.members.includes(victimId)
                ? [404, `${who(m, victimId)} is not a member`]
                : [200, 'removed, cannot come back'];
      say(`S${actor} removes ${who(m, victimId)}: ${status} ${why}`);
      const body = { memberId: victimId };
      await call(r.clients.get(actor)!, 'POST', '/api/teams/remove-member', body, status, why);
      if (status !== 200 || !team) return;
      team.idea.members = team.idea.members.filter((x) => x !== victimId);
      team.idea.kicked.push(victimId);
      for (const a of m.applications)
        if (a.ideaId === team.idea.id && a.applicantId === victimId) a.alive = false;
    },
  };
}

/** The applicant takes back a pending application or an invitation not yet confirmed. */
export function withdrawStep(by: number | null, target: number): Step {
  const seatOf = (m: Readonly<Model>) =>
    actorSeat(m, by, pickApplication(m as Model, target, 'pending')?.applicantId);
  return {
    label: `${byLabel(by, 'its applicant')} withdraws application #${target}`,
    check: (m) => m.applications.length > 0 && hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const id = m.slots[actor]!.id!;
      const app = pickApplication(m, target, 'pending')!;
      const [status, why]: [number, string] =
        !app.alive || app.applicantId !== id
          ? [404, 'not an application of the actor']
          : app.status === 'rejected' || app.status === 'closed'
            ? [409, app.status]
            : teamOf(m, id)?.idea.id === app.ideaId
              ? [409, 'confirmed: a membership']
              : [200, `withdrawn while ${app.status}`];
      say(`S${actor}, ${describeApp(m, app)}: ${status} ${why}`);
      await call(
        r.clients.get(actor)!,
        'DELETE',
        `/api/applications/${app.id}`,
        undefined,
        status,
        why,
      );
      if (status === 200) {
        app.alive = false;
        app.withdrawn = true;
      }
    },
  };
}

/** `by` null: a leader of a team with members; `target` null: a member of the actor's team. */
export function transferStep(by: number | null, n: number, target: number | null): Step {
  const seatOf = (m: Readonly<Model>) => by ?? seatInTeam(m, n, true) ?? -1;
  return {
    label: `${byLabel(by, `leader #${n}`)} hands the team to ${target === null ? 'a member' : `S${target}`}`,
    check: (m) => hasAccount(seatOf(m))(m),
    async run({ m, r, say }) {
      const actor = seatOf(m);
      const id = m.slots[actor]!.id!;
      const team = teamOf(m, id);
      const next = m.slots[target ?? (actor + 1) % m.slots.length]!;
      const nextId =
        (target === null ? team?.idea.members[0] : undefined) ??
        next.id ??
        next.pastIds.at(-1) ??
        NO_SUCH_ID;
      // The server's order: team, then role, then self (no team hears 'no team').
      const [status, why]: [number, string] = !team
        ? [404, 'no team']
        : team.role !== 'creator'
          ? [403, 'not the leader']
          : nextId === id
            ? [400, 'already the leader']
            : !team.idea.members.includes(nextId)
              ? [404, `${who(m, nextId)} is not a member`]
              : [200, `${who(m, nextId)} leads ${describeIdea(m, team.idea)}`];
      say(`S${actor} hands over to ${who(m, nextId)}: ${status} ${why}`);
      const body = { memberId: nextId };
      await call(
        r.clients.get(actor)!,
        'POST',
        '/api/teams/transfer-leadership',
        body,
        status,
        why,
      );
      if (status !== 200 || !team) return;
      const { idea } = team;
      // The former leader joined first, so lists them first among the members.
      idea.members = [id, ...idea.members.filter((x) => x !== nextId)];
      idea.ownerId = nextId;
      // The new leader's used-up application goes.
      for (const a of m.applications)
        if (a.ideaId === idea.id && a.applicantId === nextId) a.alive = false;
    },
  };
}
