import {
  FilterBar,
  TextFilter,
  type ActiveFilter,
  type FilterProps,
} from '@web/components/filter-bar.tsx';
import { MajorFilter } from '@web/components/major-filter.tsx';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import type { StudentFilters as Filters } from '../api/get-students.ts';

export const NO_STUDENT_FILTERS: Filters = { major: '', skills: '', withoutTeam: '' };

export function StudentFilters({ summary, ...props }: FilterProps<Filters> & { summary?: string }) {
  const { t, major } = useTranslation();
  const active: Array<ActiveFilter<Filters>> = [
    ...(props.value.major
      ? [{ key: 'major' as const, label: t('common.major'), text: major(props.value.major) }]
      : []),
    ...(props.value.withoutTeam
      ? [
          {
            key: 'withoutTeam' as const,
            label: t('students.teamFilterLabel'),
            text: t('students.withoutTeamActive'),
          },
        ]
      : []),
  ];
  return (
    <FilterBar
      {...props}
      empty={NO_STUDENT_FILTERS}
      label={t('students.filters')}
      className="sm:grid-cols-3"
      active={active}
      summary={summary}
      search={(set) => (
        <TextFilter
          id="student-filter-skills"
          label={t('common.skills')}
          placeholder={t('students.skillsPlaceholder')}
          search
          value={props.value.skills}
          onChange={(skills) => set({ skills })}
        />
      )}
    >
      {(set) => (
        <>
          <MajorFilter
            id="student-filter-major"
            label={t('common.major')}
            value={props.value.major}
            onChange={(m) => set({ major: m })}
          />
          <div className="flex min-h-11 items-center gap-3 self-end">
            <Checkbox
              id="student-filter-without-team"
              checked={props.value.withoutTeam === 'true'}
              onCheckedChange={(on) => set({ withoutTeam: on === true ? 'true' : '' })}
            />
            <Label
              htmlFor="student-filter-without-team"
              className="flex min-h-11 cursor-pointer items-center"
            >
              {t('students.withoutTeamFilter')}
            </Label>
          </div>
        </>
      )}
    </FilterBar>
  );
}
