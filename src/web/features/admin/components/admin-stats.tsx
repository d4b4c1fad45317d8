import { LightbulbIcon, UsersIcon, UsersRoundIcon, type LucideIcon } from 'lucide-react';
import type { AdminStats as Stats } from '@contract/admin.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

const ITEMS: ReadonlyArray<{ key: keyof Stats; label: MessageKey; icon: LucideIcon }> = [
  { key: 'totalUsers', label: 'admin.totalUsers', icon: UsersIcon },
  { key: 'totalIdeas', label: 'admin.totalIdeas', icon: LightbulbIcon },
  { key: 'activeTeams', label: 'admin.activeTeams', icon: UsersRoundIcon },
];

export function AdminStats({ stats }: { stats: Stats | undefined }) {
  const { t, lang } = useTranslation();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {ITEMS.map(({ key, label, icon: Icon }) => (
        <li
          key={key}
          className="rounded-2xl border border-slate-200 bg-white shadow-sm flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
        >
          <span
            className="hidden size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary sm:grid"
            aria-hidden
          >
            <Icon className="size-5" />
          </span>
          <div className="flex flex-col-reverse">
            <p className="text-xs text-muted-foreground sm:text-sm">{t(label)}</p>
            <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
              {stats ? stats[key].toLocaleString(lang === 'ar' ? 'ar' : 'en-US') : '–'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
