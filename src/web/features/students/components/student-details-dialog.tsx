import type { ReactNode } from 'react';
import type { Student } from '@contract/students.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { ContactLink } from '@web/components/contact-link.tsx';
import { DetailsRow, DetailsRows } from '@web/components/details-rows.tsx';
import { DetailsDialog } from '@web/components/details-dialog.tsx';
import { WhatsAppButton } from '@web/components/whatsapp-button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Student details: bio, skills, email, phone (if shown) and a WhatsApp button. */
export function StudentDetailsDialog({ student, name }: { student: Student; name: string }) {
  const { t, major } = useTranslation();
  const rows: Array<[string, ReactNode]> = [
    [t('common.major'), major(student.major)],
    [t('common.email'), <ContactLink kind="email" value={student.email} />],
  ];
  if (student.phone)
    rows.push([t('common.phone'), <ContactLink kind="phone" value={student.phone} />]);
  return (
    <DetailsDialog
      triggerLabel={t('common.viewDetails')}
      subject={name}
      triggerProps={{ className: 'w-full' }}
      title={name}
      titleClassName="wrap-anywhere"
      description={t('students.detailsDescription')}
      footer={student.phone && <WhatsAppButton phone={student.phone} name={name} size="default" />}
    >
      <dl className="grid gap-3 text-sm">
        <DetailsRow
          stacked
          label={t('common.bio')}
          value={student.bio || t('common.noBio')}
          className="whitespace-pre-line"
          dir="auto"
        />
        <DetailsRow
          stacked
          label={t('common.skills')}
          value={
            student.skills ? (
              <BadgeList items={splitList(student.skills)} variant="outline" />
            ) : (
              <span className="text-slate-600">{t('students.noSkills')}</span>
            )
          }
        />
        <DetailsRows rows={rows} />
      </dl>
    </DetailsDialog>
  );
}
