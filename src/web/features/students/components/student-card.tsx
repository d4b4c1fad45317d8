import type { ReactNode } from 'react';
import { SearchIcon, UserRoundIcon } from 'lucide-react';
import type { Student } from '@contract/students.ts';
import { BIO_PREVIEW, MAX_BADGES, SKILL_BADGE_PREVIEW } from '@contract/limits.ts';
import { preview, splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { ContactLink } from '@web/components/contact-link.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { StudentDetailsDialog } from './student-details-dialog.tsx';

export function StudentCard({ student, action }: { student: Student; action?: ReactNode }) {
  const { t, major } = useTranslation();
  const name = student.name ?? t('students.anonymous');
  const skills = splitList(student.skills).map((s) => preview(s, SKILL_BADGE_PREVIEW));
  const linkClass =
    'inline-flex items-center gap-1 rounded font-medium text-primary underline-offset-4 hover:underline';
  return (
    <Card className="flex h-full flex-col p-5" data-testid="student-card">
      <div className="flex items-start gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary"
          aria-hidden
        >
          <UserRoundIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-semibold wrap-anywhere text-slate-900" dir="auto">
            {name}
          </h2>
          <p className="text-sm text-muted-foreground">{major(student.major)}</p>
          {student.lookingForTeam && (
            <Badge variant="success" className="mt-1 gap-1" data-testid="looking-for-team">
              <SearchIcon className="size-3" aria-hidden />
              {t('students.lookingForTeam')}
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm wrap-anywhere text-slate-700" dir="auto">
        {student.bio ? preview(student.bio, BIO_PREVIEW) : t('common.noBio')}
      </p>
      <div className="mt-3 flex-1">
        <BadgeList items={skills} max={MAX_BADGES} variant="outline" label={t('common.skills')} />
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-700">{t('students.contact')}</span>
        <ContactLink
          kind="email"
          value={student.email}
          icon
          className={linkClass}
          label={`${t('common.email')}: ${student.email}`}
        >
          {t('common.email')}
        </ContactLink>
        {student.phone && (
          <ContactLink
            kind="phone"
            value={student.phone}
            icon
            className={linkClass}
            label={`${t('common.phone')}: ${student.phone}`}
          >
            {t('common.phone')}
          </ContactLink>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <StudentDetailsDialog student={student} name={name} />
        {action}
      </div>
    </Card>
  );
}
