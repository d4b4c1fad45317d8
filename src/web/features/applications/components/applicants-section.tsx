import type { Applicant } from '@contract/applications.ts';
import type { Idea } from '@contract/ideas.ts';
import { BIO_PREVIEW } from '@contract/limits.ts';
import { isTeamFull } from '@contract/team-size.ts';
import { preview, splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateApplicationStatus } from '../api/update-application-status.ts';
import { ApplicantDetailsDialog } from './applicant-details-dialog.tsx';

/** A full team accepts no one, so it says the team is full in place of Accept. */
export function ApplicantsSection({
  idea,
  applicants,
  targetMax,
}: {
  idea: Idea;
  applicants: Applicant[];
  targetMax: number | null;
}) {
  const { t } = useTranslation();
  const required = new Set(splitList(idea.requiredMajors));
  const matching = applicants.filter((a) => required.has(a.applicant.major));
  const others = applicants.filter((a) => !required.has(a.applicant.major));
  const full = isTeamFull(idea, targetMax);
  if (applicants.length === 0) return null;
  return (
    <section aria-labelledby="applicants-heading" className="grid gap-3">
      <h3 id="applicants-heading" className="text-sm font-semibold text-slate-900">
        {t('notifications.applicants')}
      </h3>
      <ApplicantGroup
        title={t('notifications.matching')}
        items={matching}
        full={full}
        testId="matching"
      />
      <ApplicantGroup
        title={t('notifications.otherMajors')}
        items={others}
        full={full}
        testId="other-majors"
      />
    </section>
  );
}

function ApplicantGroup({
  title,
  items,
  full,
  testId,
}: {
  title: string;
  items: Applicant[];
  full: boolean;
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <div data-testid={testId} className="grid gap-2">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <ul className="grid gap-2">
        {items.map((a) => (
          <ApplicantItem key={a.id} application={a} full={full} />
        ))}
      </ul>
    </div>
  );
}

function ApplicantItem({ application, full }: { application: Applicant; full: boolean }) {
  const { t, major } = useTranslation();
  const decide = useUpdateApplicationStatus({
    onSuccess: (_data, { status }) =>
      toast({ title: t('success.applicationStatus', { status: t(`status.${status}`) }) }),
    meta: { errorFallback: 'error.updateApplication' },
  });
  const a = application.applicant;
  const onDecide = (status: 'accepted' | 'rejected') =>
    decide.mutate({ id: application.id, status });
  // Both are disabled while either answer is on its way; the one tapped says so.
  const deciding = decide.isPending ? decide.variables?.status : undefined;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="applicant">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium wrap-anywhere text-slate-900" dir="auto">
            {a.name}
          </p>
          <p className="text-xs text-muted-foreground">{major(a.major)}</p>
        </div>
        <ApplicantDetailsDialog
          application={application}
          disabled={decide.isPending}
          canAccept={!full}
          onDecide={onDecide}
        />
      </div>
      {application.message && (
        <blockquote
          className="mt-2 line-clamp-4 border-s-2 border-primary/40 ps-2 text-sm whitespace-pre-line wrap-anywhere text-slate-800"
          dir="auto"
          data-testid="applicant-message"
        >
          <span className="sr-only">{t('applicants.motivation')}: </span>
          {application.message}
        </blockquote>
      )}
      {a.bio && (
        <p className="mt-2 text-sm wrap-anywhere text-slate-600" dir="auto">
          {preview(a.bio, BIO_PREVIEW)}
        </p>
      )}
      <div className="mt-2">
        <BadgeList items={splitList(a.skills)} variant="outline" label={t('common.skills')} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {full ? (
          <p className="text-sm font-medium text-amber-900" data-testid="team-full">
            {t('applicants.teamFull')}
          </p>
        ) : (
          <Button
            size="sm"
            disabled={decide.isPending}
            pending={deciding === 'accepted'}
            pendingLabel={t('pending.accepting')}
            onClick={() => onDecide('accepted')}
          >
            {t('applicants.accept')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          pending={deciding === 'rejected'}
          pendingLabel={t('pending.declining')}
          onClick={() => onDecide('rejected')}
        >
          {t('applicants.decline')}
        </Button>
      </div>
    </li>
  );
}
