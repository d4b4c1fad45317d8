import { HourglassIcon } from 'lucide-react';
import type { Applicant } from '@contract/applications.ts';
import { formatSince } from '@web/lib/format.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function AwaitingConfirmation({ invitations }: { invitations: Applicant[] }) {
  const { t, lang } = useTranslation();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-heading" className="grid gap-2" data-testid="awaiting">
      <h3 id="awaiting-heading" className="text-sm font-semibold text-slate-900">
        {t('applicants.awaiting')}
      </h3>
      <ul className="grid gap-2">
        {invitations.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 p-3"
            data-testid="awaiting-applicant"
          >
            <HourglassIcon className="size-4 shrink-0 text-amber-600" aria-hidden />
            <span className="font-medium wrap-anywhere text-slate-900" dir="auto">
              {a.applicant.name}
            </span>
            {a.acceptedAt && (
              <span className="text-xs text-muted-foreground">
                {t('applicants.invitedSince', { since: formatSince(a.acceptedAt, lang) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
