import { cn } from '@web/lib/cn.ts';
import { formatCount } from '@web/lib/format.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Past this the badge reads "99+": the tab's label says the exact count. */
const MOST_SHOWN = 99;

/** Part of the tab's name as seen (axe: the name holds the visible text). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { lang } = useTranslation();
  if (count <= 0) return null;
  const shown = count > MOST_SHOWN ? `${formatCount(MOST_SHOWN, lang)}+` : formatCount(count, lang);
  return (
    <span
      data-testid="unread-badge"
      className={cn(
        'inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {shown}
    </span>
  );
}
