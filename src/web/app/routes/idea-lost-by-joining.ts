import { isTiedToTeam } from '@contract/teams.ts';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';

export function useIdeaLostByJoining(): string | undefined {
  const profile = useProfile();
  const myTeam = useMyTeam();
  const team = myTeam.data;
  const userId = profile.data?.id;
  if (!team || !userId) return undefined;
  const isLeader = team.leaderId === userId;
  if (isTiedToTeam({ isLeader, memberCount: team.members.length })) return undefined;
  return team.idea.title;
}
