import type { ReactNode } from 'react';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { ContactLink } from '@web/components/contact-link.tsx';
import { DetailsRow, DetailsRows } from '@web/components/details-rows.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function PersonDetails({
  person,
  lead,
}: {
  person: { major: string; email: string; phone?: string | null; skills: string; bio: string };
  lead?: ReactNode;
}) {
  const { t, major } = useTranslation();
  const rows: Array<[string, ReactNode]> = [
    [t('common.major'), major(person.major)],
    [t('common.email'), <ContactLink kind="email" value={person.email} />],
  ];
  if (person.phone) {
    rows.push([t('common.phone'), <ContactLink kind="phone" value={person.phone} />]);
  }
  return (
    <dl className="grid gap-3 text-sm">
      {lead}
      <DetailsRows rows={rows} />
      <DetailsRow
        stacked
        label={t('common.skills')}
        value={
          person.skills ? (
            <BadgeList items={splitList(person.skills)} variant="outline" />
          ) : (
            <span className="text-slate-600">{t('students.noSkills')}</span>
          )
        }
      />
      <DetailsRow
        stacked
        label={t('common.bio')}
        value={person.bio || t('common.noBio')}
        className="whitespace-pre-line"
        dir="auto"
      />
    </dl>
  );
}
