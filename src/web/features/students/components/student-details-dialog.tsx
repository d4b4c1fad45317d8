import type { Student } from '@contract/students.ts';
import { DetailsDialog } from '@web/components/details-dialog.tsx';
import { PersonDetails } from '@web/components/person-details.tsx';
import { WhatsAppButton } from '@web/components/whatsapp-button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function StudentDetailsDialog({ student, name }: { student: Student; name: string }) {
  const { t } = useTranslation();
  return (
    <DetailsDialog
      triggerLabel={t('common.viewDetails')}
      subject={name}
      triggerProps={{ className: 'w-full' }}
      title={name}
      description={t('students.detailsDescription')}
      footer={student.phone && <WhatsAppButton phone={student.phone} name={name} size="default" />}
    >
      <PersonDetails person={student} />
    </DetailsDialog>
  );
}
