import type { AssignmentReason, Proposal, Remedy, UnplacedReason } from '@contract/placement.ts';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { AdminTable, Td } from './table.tsx';

// A team takes a student of its gender and major while it has room, counting the other rows.

export type Choices = Record<string, { ideaId: string; include: boolean }>;

const NEW_TEAM = 'new:';

export function initialChoices(proposal: Proposal): Choices {
  const choices: Choices = {};
  for (const a of proposal.assignments) {
    choices[a.studentId] = { ideaId: a.ideaId ?? `${NEW_TEAM}${a.newTeam}`, include: true };
  }
  for (const u of proposal.unplaced) choices[u.studentId] = { ideaId: '', include: false };
  return choices;
}

export const chosenAssignments = (choices: Choices) =>
  Object.entries(choices)
    .filter(([, c]) => c.include && c.ideaId !== '')
    .map(([studentId, { ideaId }]) =>
      ideaId.startsWith(NEW_TEAM)
        ? { studentId, newTeam: ideaId.slice(NEW_TEAM.length) }
        : { studentId, ideaId },
    );

/** How many students and how many new teams the rows kept place. */
export function keptCounts(choices: Choices) {
  const kept = chosenAssignments(choices);
  const newTeams = new Set(kept.flatMap((a) => ('newTeam' in a ? [a.newTeam] : [])));
  return { students: kept.length, newTeams: newTeams.size };
}

/** The proposal's new teams, each with its gender. */
const newTeamsOf = (proposal: Proposal) => {
  const teams = new Map<string, Proposal['assignments'][number]['gender']>();
  for (const a of proposal.assignments) if (a.newTeam) teams.set(a.newTeam, a.gender);
  return [...teams].map(([label, gender]) => ({ label, gender }));
};

const REASONS: Record<UnplacedReason, MessageKey> = {
  'no-team-of-gender': 'placement.reason.noTeamOfGender',
  'major-not-accepted': 'placement.reason.majorNotAccepted',
  'removed-from-every-fitting-team': 'placement.reason.removed',
  'no-room': 'placement.reason.noRoom',
};

const REMEDIES: Record<Remedy, MessageKey> = {
  'team-of-gender': 'placement.remedy.teamOfGender',
  'team-taking-major': 'placement.remedy.teamTakingMajor',
  'another-team': 'placement.remedy.anotherTeam',
  'raise-target': 'placement.remedy.raiseTarget',
  'more-room': 'placement.remedy.moreRoom',
  'more-students': 'placement.remedy.moreStudents',
};

const WHY: Record<Exclude<AssignmentReason, 'choice'>, MessageKey> = {
  accepted: 'placement.why.accepted',
  'required-major': 'placement.why.requiredMajor',
  'shared-skills': 'placement.why.sharedSkills',
  room: 'placement.why.room',
  'new-team': 'placement.why.newTeam',
};

const CHOICES: MessageKey[] = [
  'placement.why.choice1',
  'placement.why.choice2',
  'placement.why.choice3',
];

type Row = Proposal['assignments'][number] | Proposal['unplaced'][number];

/** Why the row is where the proposal put it, or why it is left out and what would place it. */
function useWhy() {
  const { t } = useTranslation();
  return (row: Row): string[] => {
    if ('remedy' in row) return [t(REASONS[row.reason]), t(REMEDIES[row.remedy])];
    if (row.reason !== 'choice') return [t(WHY[row.reason])];
    const rank = row.choice ?? 0;
    return [t(CHOICES[rank - 1] ?? 'placement.why.choiceN', { rank })];
  };
}

const COLUMNS: MessageKey[] = [
  'placement.col.place',
  'placement.col.student',
  'placement.col.major',
  'placement.col.team',
  'placement.col.reason',
];

export function ProposalTable({
  proposal,
  choices,
  onChange,
}: {
  proposal: Proposal;
  choices: Choices;
  onChange: (studentId: string, choice: Choices[string]) => void;
}) {
  const { t, major } = useTranslation();
  const why = useWhy();
  const taken = new Map<string, number>();
  for (const [, { ideaId, include }] of Object.entries(choices)) {
    if (include && ideaId !== '') taken.set(ideaId, (taken.get(ideaId) ?? 0) + 1);
  }
  const newTeams = newTeamsOf(proposal);
  const students: Row[] = [...proposal.assignments, ...proposal.unplaced];
  const rows = students.map((s) => {
    const choice = choices[s.studentId]!;
    const options = proposal.teams.filter(
      (team) =>
        team.gender === s.gender &&
        (team.allowCrossMajor || team.requiredMajors.includes(s.major)) &&
        (team.ideaId === choice.ideaId || team.room > (taken.get(team.ideaId) ?? 0)),
    );
    const newOptions = newTeams.filter(
      ({ label, gender }) =>
        gender === s.gender &&
        (`${NEW_TEAM}${label}` === choice.ideaId ||
          proposal.target.max > (taken.get(`${NEW_TEAM}${label}`) ?? 0)),
    );
    return (
      <tr key={s.studentId} data-testid="placement-row" data-student={s.studentId}>
        <Td>
          {/* The label around it is the thumb's 44 px target on a phone. */}
          <label
            htmlFor={`place-${s.studentId}`}
            className="-m-2.5 flex size-11 cursor-pointer items-center justify-center sm:m-0 sm:size-auto"
          >
            <Checkbox
              id={`place-${s.studentId}`}
              checked={choice.include}
              disabled={choice.ideaId === ''}
              aria-label={t('placement.includeLabel', { name: s.studentName })}
              onCheckedChange={(checked) =>
                onChange(s.studentId, { ...choice, include: !!checked })
              }
            />
          </label>
        </Td>
        <Td>
          <div className="max-w-56 wrap-anywhere font-medium text-slate-900" dir="auto">
            {s.studentName}
          </div>
        </Td>
        <Td>{major(s.major)}</Td>
        <Td>
          <NativeSelect
            look={{ width: 'w-64' }}
            className="max-w-[70vw]"
            aria-label={t('placement.teamLabel', { name: s.studentName })}
            value={choice.ideaId}
            onChange={(e) =>
              onChange(s.studentId, { ideaId: e.target.value, include: e.target.value !== '' })
            }
          >
            <option value="">{t('placement.noTeam')}</option>
            {options.map((team) => (
              <option key={team.ideaId} value={team.ideaId}>
                {t('placement.teamOption', { title: team.ideaTitle, teamId: team.teamId })}
              </option>
            ))}
            {newOptions.map(({ label }) => (
              <option key={label} value={`${NEW_TEAM}${label}`}>
                {t('placement.newTeamOption', { label })}
              </option>
            ))}
          </NativeSelect>
        </Td>
        <Td className="text-muted-foreground">
          {why(s).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Td>
      </tr>
    );
  });
  return (
    <AdminTable
      label={t('placement.table')}
      columns={COLUMNS}
      emptyText={t('placement.empty')}
      rows={rows}
    />
  );
}
