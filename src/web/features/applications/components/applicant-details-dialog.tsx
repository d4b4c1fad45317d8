import type { ReactNode } from 'react';
import type { Applicant } from '@contract/applications.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Spec section 2: name, email, major, phone, skills, bio; Accept / Decline Application. */
export function ApplicantDetailsDialog({
  application,
  disabled,
  onDecide,
}: {
  application: Applicant;
  disabled: boolean;
  onDecide: (status: 'accepted' | 'rejected') => void;
}) {
  const { t, major } = useTranslation();
  const a = application.applicant;
  const rows: Array<[string, ReactNode]> = [
    [t('common.name'), a.name],
    [
      t('common.email'),
      <a href={`mailto:${a.email}`} className="text-primary underline" dir="ltr">
        {a.email}
      </a>,
    ],
    [t('common.major'), major(a.major)],
    [
      t('common.phone'),
      <a href={`tel:${a.phone}`} className="text-primary underline" dir="ltr">
        {a.phone}
      </a>,
    ],
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t('applicants.details')}: ${a.name}`}>
          {t('applicants.details')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('applicants.detailsTitle')}</DialogTitle>
          <DialogDescription>{t('applicants.detailsFor', { name: a.name })}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-2">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd className="wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="grid grid-cols-[7rem_1fr] gap-2">
            <dt className="font-medium text-slate-500">{t('common.skills')}</dt>
            <dd>
              <BadgeList items={splitList(a.skills)} variant="outline" />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-medium text-slate-500">{t('common.bio')}</dt>
            <dd className="whitespace-pre-line wrap-anywhere text-slate-900">
              {a.bio || t('common.noBio')}
            </dd>
          </div>
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={disabled} onClick={() => onDecide('rejected')}>
              {t('applicants.declineApplication')}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button disabled={disabled} onClick={() => onDecide('accepted')}>
              {t('applicants.acceptApplication')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
