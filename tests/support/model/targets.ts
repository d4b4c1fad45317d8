import { pickIdea } from './step.ts';
import { isTied, isVisible, teamOf, type Model, type Slot } from './state.ts';

// Who acts and on what: steps mostly aim at the student they are meant for (the owner deciding,
// the invitee answering, a leader with members removing one), so that teams form in a short run;
// the rest of the time anyone acts on anything, for the refusals.

/** Three in four pick an idea the actor sees but does not own, the rest any idea. */
export function pickTarget(m: Model, me: Slot, n: number) {
  const likely = m.ideas.filter((i) => isVisible(i, me) && i.ownerId !== me.id);
  return n % 4 !== 0 && likely.length > 0 ? likely[n % likely.length]! : pickIdea(m, n)!;
}

/** The seat that acts: the one the step is meant for (`by` null) when it has an account. */
export function actorSeat(m: Readonly<Model>, by: number | null, userId: string | undefined) {
  const meant = userId ? m.slots.find((s) => s.id === userId) : undefined;
  return by === null && meant ? meant.index : (by ?? 0);
}
export const byLabel = (by: number | null, meant: string) => (by === null ? meant : `S${by}`);

/** A seat with an account that could apply to some idea it sees (`n` rotates among them). */
export function likelyApplicant(m: Readonly<Model>, n: number) {
  const able = m.slots.filter(
    (s) =>
      s.id &&
      !isTied(m as Model, s.id) &&
      m.ideas.some((i) => isVisible(i, s) && i.ownerId !== s.id),
  );
  return able.length > 0 ? able[n % able.length]!.index : 0;
}

/**
 * The `n`-th seat with an account in a team (a leader of a team with members if `leader`); none:
 * the step is skipped, so that it is tried when it means something.
 */
export function seatInTeam(m: Readonly<Model>, n: number, leader: boolean) {
  const found = m.slots.filter((s) => {
    const team = s.id ? teamOf(m as Model, s.id) : null;
    return team && (!leader || (team.role === 'creator' && team.idea.members.length > 0));
  });
  return found.length > 0 ? found[n % found.length]!.index : undefined;
}
