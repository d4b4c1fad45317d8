import type { Proposal, UnplacedReason } from '@contract/placement.ts';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { AdminTable, Td } from './table.tsx';

// A proposal as the coordinator adjusts it: each student's team (any team of their gender that
// takes their major and still has room, counting the other rows) and whether to place them.

/** Each student's team ('' for none) and whether they are placed, by student id. */
export type Choices = Record<string, { ideaId: string; include: boolean }>;

export function initialChoices(proposal: Proposal): Choices {
  const choices: Choices = {};
  for (const a of proposal.assignments) choices[a.studentId] = { ideaId: a.ideaId, include: true };
  for (const u of proposal.unplaced) choices[u.studentId] = { ideaId: '', include: false };
  return choices;
}

/** The assignments to apply: the rows kept that have a team. */
export const chosenAssignments = (choices: Choices) =>
  Object.entries(choices)
    .filter(([, c]) => c.include && c.ideaId !== '')
    .map(([studentId, c]) => ({ studentId, ideaId: c.ideaId }));

const REASONS: Record<UnplacedReason, MessageKey> = {
  'no-team-of-gender': 'placement.reason.noTeamOfGender',
  'major-not-accepted': 'placement.reason.majorNotAccepted',
  'removed-from-every-fitting-team': 'placement.reason.removed',
  'no-room': 'placement.reason.noRoom',
};

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
  const taken = new Map<string, number>();
  for (const { ideaId } of chosenAssignments(choices)) {
    taken.set(ideaId, (taken.get(ideaId) ?? 0) + 1);
  }
  const students = [
    ...proposal.assignments.map((a) => ({ ...a, reason: undefined })),
    ...proposal.unplaced,
  ];
  const rows = students.map((s) => {
    const choice = choices[s.studentId]!;
    const options = proposal.teams.filter(
      (team) =>
        team.gender === s.gender &&
        (team.allowCrossMajor || team.requiredMajors.includes(s.major)) &&
        (team.ideaId === choice.ideaId || team.room > (taken.get(team.ideaId) ?? 0)),
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
          </NativeSelect>
        </Td>
        <Td className="text-muted-foreground">{s.reason ? t(REASONS[s.reason]) : ''}</Td>
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
