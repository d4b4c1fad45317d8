import { MajorFilter } from '@web/components/major-filter.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import type { StudentFilters as Filters } from '../api/get-students.ts';

/** Browse Students filters: major and skills. */
export function StudentFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Card className="p-4" aria-label={t('students.filters')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <MajorFilter
          id="student-filter-major"
          label={t('common.major')}
          value={value.major}
          onChange={(m) => set({ major: m })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="student-filter-skills">{t('common.skills')}</Label>
          <Input
            id="student-filter-skills"
            type="search"
            placeholder={t('browse.skillsPlaceholder')}
            value={value.skills ?? ''}
            onChange={(e) => set({ skills: e.target.value })}
          />
        </div>
      </div>
    </Card>
  );
}
