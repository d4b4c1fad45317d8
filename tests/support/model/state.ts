// The in-memory model of the team rules (docs/rules/ideas-and-teams.md and
// docs/rules/roles-and-visibility.md), read from the server's modules: what the model-based test predicts every
// answer of the real API from.

export type Gender = 'male' | 'female';
// 'closed': still open when its applicant joined another team (docs/decisions/0078).
type AppStatus = 'pending' | 'accepted' | 'rejected' | 'closed';

/** One student "seat": a fixed e-mail, gender and major; the account may come and go. */
export interface Slot {
  index: number;
  email: string;
  gender: Gender;
  major: string;
  /** The current account's id, or null while the seat has no account. */
  id: string | null;
  /** Every id the seat ever had (stale ids are still sent, e.g. by the admin). */
  pastIds: string[];
  name: string;
  phone: string;
  isAdmin: boolean;
  appearInList: boolean;
  showName: boolean;
  showPhone: boolean;
}

export interface ModelIdea {
  id: string;
  label: string;
  alive: boolean;
  ownerId: string;
  gender: Gender;
  teamId: string;
  isHidden: boolean;
  requiredMajors: string[];
  allowCrossMajor: boolean;
  /** Members other than the leader, by user id, in joining order. */
  members: string[];
  kicked: string[];
}

export interface ModelApplication {
  id: string;
  ideaId: string;
  applicantId: string;
  status: AppStatus;
  alive: boolean;
  /** Withdrawn: gone from every answer, but its row stays and blocks applying again. */
  withdrawn?: boolean;
}

/** Team IDs are unique per gender (the rule after the integrity fix) or across all ideas. */
export type TeamIdRule = 'gender' | 'global';

export interface Model {
  slots: Slot[];
  /** Every idea made in this run, dead ones included (their ids are still sent). */
  ideas: ModelIdea[];
  applications: ModelApplication[];
  teamIdRule: TeamIdRule;
  /**
   * Pending registrations of each seat's address made by someone else (unverified rows, which
   * the admin's user count includes); they go when the seat's own registration is verified.
   */
  intruders: number[];
}

export const TEAM_IDS = ['M001', 'M002', 'M003', 'M004'] as const;
export const MAJORS = ['CS', 'SWE', 'EE'] as const;

export const aliveIdeas = (m: Model) => m.ideas.filter((i) => i.alive);
export const ownIdea = (m: Model, userId: string) =>
  aliveIdeas(m).find((i) => i.ownerId === userId);
export const memberOf = (m: Model, userId: string) =>
  aliveIdeas(m).find((i) => i.members.includes(userId));

/** The team the user is in, as leader or member. */
export function teamOf(m: Model, userId: string) {
  const own = ownIdea(m, userId);
  if (own) return { idea: own, role: 'creator' as const };
  const idea = memberOf(m, userId);
  return idea ? { idea, role: 'member' as const } : null;
}

/** In a team with others, or a member: cannot apply (a solo leader still may). */
export function isTied(m: Model, userId: string) {
  const team = teamOf(m, userId);
  return team !== null && (team.role === 'member' || team.idea.members.length > 0);
}

export function isVisible(idea: ModelIdea, viewer: Slot) {
  return (
    idea.alive && idea.gender === viewer.gender && (idea.ownerId === viewer.id || !idea.isHidden)
  );
}

export function majorFits(idea: ModelIdea, major: string) {
  return idea.allowCrossMajor || idea.requiredMajors.includes(major);
}

export function isTeamIdTaken(m: Model, teamId: string, gender: Gender, exceptIdeaId?: string) {
  return aliveIdeas(m).some(
    (i) =>
      i.teamId === teamId &&
      i.id !== exceptIdeaId &&
      (m.teamIdRule === 'global' || i.gender === gender),
  );
}

export const liveApplications = (m: Model) => m.applications.filter((a) => a.alive);

/** The idea goes, with its team and every application to it (foreign-key cascades). */
export function dissolve(m: Model, idea: ModelIdea) {
  idea.alive = false;
  idea.members = [];
  for (const a of m.applications) {
    if (a.ideaId === idea.id) a.alive = a.withdrawn = false;
  }
}

/** The account goes: its idea is dissolved, its membership and applications cascade. */
export function removeAccount(m: Model, slot: Slot) {
  const id = slot.id!;
  const own = ownIdea(m, id);
  if (own) dissolve(m, own);
  for (const i of aliveIdeas(m)) i.members = i.members.filter((x) => x !== id);
  for (const a of m.applications) {
    if (a.applicantId === id) a.alive = a.withdrawn = false;
  }
  slot.id = null;
}

/** The user's open invitations: accepted applications to a team they are not in. */
export function openInvitations(m: Model, userId: string) {
  return liveApplications(m).filter(
    (a) =>
      a.applicantId === userId &&
      a.status === 'accepted' &&
      !m.ideas.find((i) => i.id === a.ideaId)?.members.includes(userId),
  );
}

/** A short readable name for an id in printed sequences: S3 (or S3' for a former account). */
export function who(m: Model, id: string | null | undefined) {
  if (!id) return 'nobody';
  const slot = m.slots.find((s) => s.id === id);
  if (slot) return `S${slot.index}`;
  const former = m.slots.find((s) => s.pastIds.includes(id));
  return former ? `S${former.index}'` : id.slice(0, 8);
}

export function describeIdea(m: Model, idea: ModelIdea) {
  return `${idea.label}[${idea.teamId} of ${who(m, idea.ownerId)}${idea.alive ? '' : ', gone'}]`;
}
