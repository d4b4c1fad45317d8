import type { Formation } from '@contract/formation.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { formatAgo } from '../lib/countdown.ts';

type Counts = { total: number; inTeam: number; withoutTeam: number };

function CountsTable({ caption, rows }: { caption: string; rows: Array<[string, Counts]> }) {
  const { t, lang } = useTranslation();
  const n = (v: number) => v.toLocaleString(lang === 'ar' ? 'ar' : 'en-US');
  return (
    // A region the keyboard can scroll when a long major's name makes it wider than a phone.
    <div
      className="overflow-x-auto rounded-xl border border-slate-200"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-start font-semibold text-slate-900">
          {caption}
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              <span className="sr-only">{caption}</span>
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('formation.students')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('formation.inTeam')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('formation.withoutTeam')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, c]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                {label}
              </th>
              <td className="px-3 py-2 text-end">{n(c.total)}</td>
              <td className="px-3 py-2 text-end">{n(c.inTeam)}</td>
              <td className="px-3 py-2 text-end font-semibold">{n(c.withoutTeam)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FormationProgress({ formation }: { formation: Formation }) {
  const { t, lang, major } = useTranslation();
  const { progress: p, target, asOf } = formation;
  const n = (v: number) => v.toLocaleString(lang === 'ar' ? 'ar' : 'en-US');
  const age = (oldestAt: string | null) =>
    oldestAt
      ? t('formation.oldest', { age: formatAgo(Date.parse(asOf) - Date.parse(oldestAt), lang) })
      : '';
  const tiles: Array<{ id: string; label: MessageKey; value: number; note?: string }> = [
    { id: 'students', label: 'formation.students', value: p.studentsTotal },
    { id: 'inTeam', label: 'formation.inTeam', value: p.studentsInTeam },
    { id: 'withoutTeam', label: 'formation.withoutTeam', value: p.studentsWithoutTeam },
    { id: 'teams', label: 'formation.teams', value: p.teamsTotal },
    {
      id: 'belowMin',
      label: 'formation.teamsBelowMin',
      value: p.teamsBelowMin,
      note: t('formation.belowMinNote', { min: target.min }),
    },
    { id: 'full', label: 'formation.teamsFull', value: p.teamsFull },
    {
      id: 'pending',
      label: 'formation.pending',
      value: p.pendingApplications.count,
      note: age(p.pendingApplications.oldestAt),
    },
    {
      id: 'invitations',
      label: 'formation.invitations',
      value: p.openInvitations.count,
      note: age(p.openInvitations.oldestAt),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {tiles.map((tile) => (
          <li key={tile.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <p className="text-xs text-muted-foreground sm:text-sm">{t(tile.label)}</p>
            <p className="text-2xl font-bold text-slate-900" data-testid={`formation-${tile.id}`}>
              {n(tile.value)}
            </p>
            {tile.note && <p className="text-xs text-muted-foreground">{tile.note}</p>}
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <CountsTable
          caption={t('formation.byGender')}
          rows={[
            [t('auth.gender.male'), p.byGender.male],
            [t('auth.gender.female'), p.byGender.female],
          ]}
        />
        <CountsTable
          caption={t('formation.byMajor')}
          rows={p.byMajor.map((m) => [major(m.major), m])}
        />
      </div>
    </div>
  );
}
