import { FilterBar, TextFilter, type FilterProps } from '@web/components/filter-bar.tsx';
import { MajorFilter } from '@web/components/major-filter.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import type { IdeaFilters as Filters } from '../api/get-ideas.ts';

/** Browse Ideas filters: keyword, major with 'All Majors', skills, tags. */
export function IdeaFilters(props: FilterProps<Filters>) {
  const { t } = useTranslation();
  const { value } = props;
  return (
    <FilterBar {...props} label={t('browse.filters')} className="sm:grid-cols-2 lg:grid-cols-4">
      {(set) => (
        <>
          <TextFilter
            id="filter-q"
            label={t('browse.keyword')}
            placeholder={t('browse.keywordPlaceholder')}
            search
            icon
            value={value.q}
            onChange={(q) => set({ q })}
          />
          <MajorFilter
            id="filter-major"
            label={t('browse.major')}
            value={value.major}
            onChange={(major) => set({ major })}
          />
          <TextFilter
            id="filter-skills"
            label={t('browse.skills')}
            placeholder={t('browse.skillsPlaceholder')}
            value={value.skills}
            onChange={(skills) => set({ skills })}
          />
          <TextFilter
            id="filter-tags"
            label={t('browse.tags')}
            placeholder={t('browse.tagsPlaceholder')}
            value={value.tags}
            onChange={(tags) => set({ tags })}
          />
        </>
      )}
    </FilterBar>
  );
}
