import type { Applicant } from '@contract/applications.ts';
import { DetailsDialog } from '@web/components/details-dialog.tsx';
import { DetailsRow } from '@web/components/details-rows.tsx';
import { PersonDetails } from '@web/components/person-details.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { DialogClose } from '@web/components/ui/dialog.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function ApplicantDetailsDialog({
  application,
  disabled,
  canAccept,
  onDecide,
}: {
  application: Applicant;
  disabled: boolean;
  canAccept: boolean;
  onDecide: (status: 'accepted' | 'rejected') => void;
}) {
  const { t } = useTranslation();
  const a = application.applicant;
  return (
    <DetailsDialog
      triggerLabel={t('applicants.details')}
      subject={a.name}
      triggerProps={{ variant: 'ghost', size: 'sm' }}
      title={a.name}
      description={t('applicants.detailsDescription')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={disabled} onClick={() => onDecide('rejected')}>
              {t('applicants.declineApplication')}
            </Button>
          </DialogClose>
          {canAccept && (
            <DialogClose asChild>
              <Button disabled={disabled} onClick={() => onDecide('accepted')}>
                {t('applicants.acceptApplication')}
              </Button>
            </DialogClose>
          )}
        </>
      }
    >
      <PersonDetails
        person={a}
        lead={
          application.message && (
            <DetailsRow
              stacked
              label={t('applicants.motivation')}
              value={application.message}
              className="whitespace-pre-line"
              dir="auto"
            />
          )
        }
      />
    </DetailsDialog>
  );
}
