import { useEffect, useState } from 'react';
import { HourglassIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useFormationWindow } from '../api/get-formation-window.ts';
import { formatMoment } from '@web/lib/format.ts';
import { formatIn } from '../lib/countdown.ts';

const MINUTE = 60_000;

/** Counted from the server's time (docs/rules/formation.md). */
export function DeadlineCountdown({ show }: { show: boolean }) {
  const { t, lang } = useTranslation();
  const formation = useFormationWindow(show);
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const data = formation.data;
  if (!show || !data?.deadline) return null;
  // The server's clock at the answer, moved on by the time passed here since.
  const elapsed = Math.max(0, clientNow - formation.dataUpdatedAt);
  const left = Date.parse(data.deadline) - Date.parse(data.now) - elapsed;
  const closed = left <= 0;
  return (
    <Card tone="warning" className="flex items-start gap-4 p-5" data-testid="formation-countdown">
      <HourglassIcon className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden />
      <div className="min-w-0">
        <p className="text-lg font-semibold text-amber-950">
          {closed
            ? t('formation.closedNotice')
            : t('formation.closesIn', { when: formatIn(left, lang) })}
        </p>
        <p className="text-sm text-amber-900">
          {t('formation.deadlineAt', { date: formatMoment(data.deadline, lang) })}
        </p>
      </div>
    </Card>
  );
}
