import type { ApplyProposalAnswer, SkipReason } from '@contract/placement.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { AdminTable, Td } from './table.tsx';

const SKIPS: Record<SkipReason, MessageKey> = {
  'left-out': 'placement.skip.leftOut',
  'in-a-team': 'placement.skip.inTeam',
  'team-full': 'placement.skip.teamFull',
  'removed-from-team': 'placement.skip.removed',
  'major-not-accepted': 'placement.skip.major',
  'other-gender': 'placement.skip.otherGender',
  'team-closed': 'placement.skip.teamClosed',
  'student-gone': 'placement.skip.studentGone',
};

const APPLIED_COLUMNS: MessageKey[] = ['placement.col.student', 'placement.col.team'];
const SKIPPED_COLUMNS: MessageKey[] = [...APPLIED_COLUMNS, 'placement.col.reason'];

export function PlacementResult({ result }: { result: ApplyProposalAnswer }) {
  const { t } = useTranslation();
  const team = (r: { ideaTitle: string | null; teamId: string | null }) =>
    r.ideaTitle === null
      ? ''
      : t('placement.teamOption', { title: r.ideaTitle, teamId: r.teamId! });
  const name = (text: string) => (
    <div className="max-w-56 wrap-anywhere font-medium text-slate-900" dir="auto">
      {text}
    </div>
  );
  return (
    <div className="space-y-4" data-testid="placement-result">
      <h3 className="font-semibold">
        {t('placement.appliedCount', { count: result.applied.length })}
      </h3>
      <AdminTable
        label={t('placement.appliedTable')}
        columns={APPLIED_COLUMNS}
        emptyText={t('placement.none')}
        rows={result.applied.map((r) => (
          <tr key={r.studentId} data-testid="placement-applied">
            <Td>{name(r.studentName)}</Td>
            <Td dir="auto">{team(r)}</Td>
          </tr>
        ))}
      />
      <h3 className="font-semibold">
        {t('placement.skippedCount', { count: result.skipped.length })}
      </h3>
      <AdminTable
        label={t('placement.skippedTable')}
        columns={SKIPPED_COLUMNS}
        emptyText={t('placement.none')}
        rows={result.skipped.map((r) => (
          <tr key={r.studentId} data-testid="placement-skipped">
            <Td>{name(r.studentName)}</Td>
            <Td dir="auto">{team(r)}</Td>
            <Td>{t(SKIPS[r.reason])}</Td>
          </tr>
        ))}
      />
    </div>
  );
}
