import { call, pickIdea, type Step, type StepContext } from './step.ts';
import {
  describeIdea,
  dissolve,
  isTeamIdTaken,
  isVisible,
  memberOf,
  ownIdea,
  type Model,
  type ModelIdea,
  type Slot,
} from './state.ts';

// Idea steps of a student: create, edit, delete (the owner's rules, 404 before 403).

const hasAccount = (actor: number) => (m: Readonly<Model>) => m.slots[actor]!.id !== null;

/** The other gender holds this team ID: fine once team IDs are unique per gender. */
function perGenderHint(m: Model, teamId: string, me: Slot) {
  const other = m.ideas.find((i) => i.alive && i.teamId === teamId && i.gender !== me.gender);
  return other
    ? ` [a ${other.gender} idea holds ${teamId}: team IDs are unique per gender, ` +
        `docs/decisions/0012-team-ids-per-gender.md]`
    : '';
}

/** 404 when the viewer cannot see it, 403 when they see it but do not own it. */
function ownerRule(idea: ModelIdea, me: Slot): [number, string] | null {
  if (!isVisible(idea, me)) return [404, 'idea not visible to the actor'];
  if (idea.ownerId !== me.id) return [403, 'not the owner'];
  return null;
}

export function createIdeaStep(
  actor: number,
  input: { teamId: string; majors: string[]; allowCrossMajor: boolean; isHidden: boolean },
): Step {
  return {
    label: `S${actor} creates ${input.teamId} majors=${input.majors.join('+')}${input.allowCrossMajor ? ' cross' : ''}${input.isHidden ? ' hidden' : ''}`,
    check: hasAccount(actor),
    async run({ m, r, say }: StepContext) {
      const me = m.slots[actor]!;
      const [status, why]: [number, string] = ownIdea(m, me.id!)
        ? [409, 'already owns an idea']
        : memberOf(m, me.id!)
          ? [409, 'in a team']
          : isTeamIdTaken(m, input.teamId, me.gender)
            ? [409, `team ID taken (${m.teamIdRule === 'gender' ? 'same gender' : 'any gender'})`]
            : [201, `created${perGenderHint(m, input.teamId, me)}`];
      say(`${status} ${why}`);
      const label = `I${m.ideas.length + 1}`;
      const res = await call(
        r.clients.get(actor)!,
        'POST',
        '/api/ideas',
        {
          title: `Idea ${label}`,
          description: `About ${label}`,
          teamId: input.teamId,
          tags: 'Model',
          requiredMajors: input.majors.join(','),
          requiredSkills: '',
          allowCrossMajor: input.allowCrossMajor,
          isHidden: input.isHidden,
        },
        status,
        why,
      );
      if (status !== 201) return;
      m.ideas.push({
        id: res.body.id as string,
        label,
        alive: true,
        ownerId: me.id!,
        gender: me.gender,
        teamId: input.teamId,
        isHidden: input.isHidden,
        requiredMajors: input.majors,
        allowCrossMajor: input.allowCrossMajor,
        members: [],
        kicked: [],
      });
      say(`201 ${label}${perGenderHint(m, input.teamId, me)}`);
    },
  };
}

export function editIdeaStep(
  actor: number,
  target: number,
  changes: { teamId?: string | undefined; isHidden?: boolean | undefined },
): Step {
  const parts = [
    changes.teamId ? `teamId=${changes.teamId}` : '',
    changes.isHidden === undefined ? '' : `hidden=${changes.isHidden}`,
  ].filter(Boolean);
  return {
    label: `S${actor} edits idea #${target} ${parts.join(' ') || 'title'}`,
    check: (m) => hasAccount(actor)(m) && m.ideas.length > 0,
    async run({ m, r, say }) {
      const me = m.slots[actor]!;
      const idea = pickIdea(m, target)!;
      const teamIdChanges = changes.teamId !== undefined && changes.teamId !== idea.teamId;
      const [status, why] =
        ownerRule(idea, me) ??
        (teamIdChanges && isTeamIdTaken(m, changes.teamId!, me.gender, idea.id)
          ? [409, 'team ID taken']
          : [200, `updated${changes.teamId ? perGenderHint(m, changes.teamId, me) : ''}`]);
      say(`${describeIdea(m, idea)}: ${status} ${why}`);
      const body = { title: `Idea ${idea.label}`, ...changes };
      await call(r.clients.get(actor)!, 'PUT', `/api/ideas/${idea.id}`, body, status, why);
      if (status !== 200) return;
      if (changes.teamId !== undefined) idea.teamId = changes.teamId;
      if (changes.isHidden !== undefined) idea.isHidden = changes.isHidden;
    },
  };
}

export function deleteIdeaStep(actor: number, target: number): Step {
  return {
    label: `S${actor} deletes idea #${target}`,
    check: (m) => hasAccount(actor)(m) && m.ideas.length > 0,
    async run({ m, r, say }) {
      const me = m.slots[actor]!;
      const idea = pickIdea(m, target)!;
      const [status, why] = ownerRule(idea, me) ?? [200, 'deleted, team dissolved'];
      say(`${describeIdea(m, idea)}: ${status} ${why}`);
      await call(r.clients.get(actor)!, 'DELETE', `/api/ideas/${idea.id}`, undefined, status, why);
      if (status === 200) dissolve(m, idea);
    },
  };
}
