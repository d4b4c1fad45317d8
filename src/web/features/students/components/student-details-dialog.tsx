import type { ReactNode } from 'react';
import type { Student } from '@contract/students.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { ContactLink } from '@web/components/contact-link.tsx';
import { DetailsRow, DetailsRows } from '@web/components/details-rows.tsx';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog.tsx';
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
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full"
          aria-label={`${t('common.viewDetails')}: ${name}`}
        >
          {t('common.viewDetails')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle dir="auto">{name}</DialogTitle>
          <DialogDescription>{t('students.detailsDescription')}</DialogDescription>
        </DialogHeader>
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
        {student.phone && (
          <DialogFooter>
            <WhatsAppButton phone={student.phone} name={name} size="default" />
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
