import type { ReactNode } from 'react';
import type { Student } from '@contract/students.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
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

/** Spec section 2: bio, skills, email, phone (if shown) and a WhatsApp button. */
export function StudentDetailsDialog({ student, name }: { student: Student; name: string }) {
  const { t, major } = useTranslation();
  const rows: Array<[string, ReactNode]> = [
    [t('common.major'), major(student.major)],
    [
      t('common.email'),
      <a href={`mailto:${student.email}`} className="text-primary underline" dir="ltr">
        {student.email}
      </a>,
    ],
  ];
  if (student.phone) {
    rows.push([
      t('common.phone'),
      <a href={`tel:${student.phone}`} className="text-primary underline" dir="ltr">
        {student.phone}
      </a>,
    ]);
  }
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
          <DialogTitle className="break-words">{name}</DialogTitle>
          <DialogDescription>{t('students.detailsDescription')}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium text-slate-500">{t('common.bio')}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">
              {student.bio || t('common.noBio')}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-medium text-slate-500">{t('common.skills')}</dt>
            <dd>
              {student.skills ? (
                <BadgeList items={splitList(student.skills)} variant="outline" />
              ) : (
                <span className="text-slate-600">{t('students.noSkills')}</span>
              )}
            </dd>
          </div>
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[6rem_1fr] gap-2">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
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
