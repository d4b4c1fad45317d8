import type { ReactNode } from 'react';
import type { Applicant } from '@contract/applications.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { ContactLink } from '@web/components/contact-link.tsx';
import { DetailsDialog } from '@web/components/details-dialog.tsx';
import { DetailsRow, DetailsRows } from '@web/components/details-rows.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { DialogClose } from '@web/components/ui/dialog.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/**
 * Applicant details: the motivation, name, email, major, phone, skills, bio; Accept / Decline
 * Application.
 */
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
    [t('common.name'), <bdi>{a.name}</bdi>],
    [t('common.email'), <ContactLink kind="email" value={a.email} />],
    [t('common.major'), major(a.major)],
    [t('common.phone'), <ContactLink kind="phone" value={a.phone} />],
    [t('common.skills'), <BadgeList items={splitList(a.skills)} variant="outline" />],
  ];
  return (
    <DetailsDialog
      triggerLabel={t('applicants.details')}
      subject={a.name}
      triggerProps={{ variant: 'ghost', size: 'sm' }}
      title={t('applicants.detailsTitle')}
      description={<Isolated text={t('applicants.detailsFor', { name: a.name })} value={a.name} />}
      footer={
        <>
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
        </>
      }
    >
      <dl className="grid gap-3 text-sm">
        {application.message && (
          <DetailsRow
            stacked
            label={t('applicants.motivation')}
            value={application.message}
            className="whitespace-pre-line"
            dir="auto"
          />
        )}
        <DetailsRows rows={rows} />
        <DetailsRow
          stacked
          label={t('common.bio')}
          value={a.bio || t('common.noBio')}
          className="whitespace-pre-line"
          dir="auto"
        />
      </dl>
    </DetailsDialog>
  );
}
