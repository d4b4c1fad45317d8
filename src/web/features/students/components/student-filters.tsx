import { FilterBar, TextFilter, type FilterProps } from '@web/components/filter-bar.tsx';
import { MajorFilter } from '@web/components/major-filter.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import type { StudentFilters as Filters } from '../api/get-students.ts';

/** Browse Students filters: major and skills. */
export function StudentFilters(props: FilterProps<Filters>) {
  const { t } = useTranslation();
  return (
    <FilterBar {...props} label={t('students.filters')} className="sm:grid-cols-2">
      {(set) => (
        <>
          <MajorFilter
            id="student-filter-major"
            label={t('common.major')}
            value={props.value.major}
            onChange={(major) => set({ major })}
          />
          <TextFilter
            id="student-filter-skills"
            label={t('common.skills')}
            placeholder={t('browse.skillsPlaceholder')}
            search
            value={props.value.skills}
            onChange={(skills) => set({ skills })}
          />
        </>
      )}
    </FilterBar>
  );
}
