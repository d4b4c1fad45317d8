import { badges } from '@contract/text.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function BadgeList({
  items,
  max,
  variant = 'default',
  label,
}: {
  items: readonly string[];
  max?: number;
  variant?: 'default' | 'secondary' | 'outline';
  label?: string;
}) {
  const { t } = useTranslation();
  const { shown, more } = max === undefined ? { shown: items, more: 0 } : badges(items, max);
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((item, i) => (
        <li key={`${item}-${i}`} className="max-w-full">
          <Badge variant={variant} dir="auto">
            {item}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline">{t('common.moreCount', { count: more })}</Badge>
        </li>
      )}
    </ul>
  );
}
