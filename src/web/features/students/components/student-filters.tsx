import { FilterBar, TextFilter } from '@web/components/filter-bar.tsx';
import { MajorFilter } from '@web/components/major-filter.tsx';
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
    <FilterBar label={t('students.filters')} className="sm:grid-cols-2">
      <MajorFilter
        id="student-filter-major"
        label={t('common.major')}
        value={value.major}
        onChange={(m) => set({ major: m })}
      />
      <TextFilter
        id="student-filter-skills"
        label={t('common.skills')}
        placeholder={t('browse.skillsPlaceholder')}
        search
        value={value.skills}
        onChange={(skills) => set({ skills })}
      />
    </FilterBar>
  );
}
